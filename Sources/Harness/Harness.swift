import InputModel

/// The interaction harness: scene, environment, interaction machine, replay, synthesis, conformance.
public enum Harness {
    public static let version = "0.1.0"
}
