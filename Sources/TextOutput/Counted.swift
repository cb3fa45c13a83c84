/// A count with its noun, singular or plural as the count says: "1 environment", "2 environments".
public enum Counted {
    public static func of(_ n: Int, _ singular: String, plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
    }
}
