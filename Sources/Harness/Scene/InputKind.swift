/// Which device an input comes from: a recognized gesture's (outcome field `input`), and the
/// inputs a scene's draggable accepts. In the scene layer because scenes name them.
public enum InputKind: String, Sendable {
    case touch, pointer, pencil, keyboard
}
