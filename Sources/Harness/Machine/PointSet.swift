import InputModel

extension Collection where Element == ScreenPoint {
    /// The points' mean; `.zero` for none.
    var centroid: ScreenPoint {
        guard !isEmpty else { return .zero }
        let sx = reduce(0) { $0 + $1.x }, sy = reduce(0) { $0 + $1.y }
        return ScreenPoint(x: sx / Double(count), y: sy / Double(count))
    }

    /// The mean distance of the points from their centroid; 0 for none.
    var spread: Double {
        let c = centroid
        return isEmpty ? 0 : reduce(0) { $0 + $1.distance(to: c) } / Double(count)
    }
}
