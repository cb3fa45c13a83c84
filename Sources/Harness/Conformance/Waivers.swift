extension RuleResult {
    /// The scene's waivers (`waive: {rule: reason}` on an element, or on the scene for `root`)
    /// marked on the failures and findings they name; a result with nothing left unwaived is
    /// `waived`.
    func waived(by scene: Scene) -> RuleResult {
        func reason(_ element: String) -> String? {
            element == "root" ? scene.waive[rule] : scene.element(element)?.waive[rule]
        }
        var r = self
        for i in r.failures.indices { r.failures[i].waived = reason(r.failures[i].element) }
        for i in r.reviews.indices { r.reviews[i].waived = reason(r.reviews[i].element) }
        let open = r.failures.contains { $0.waived == nil }, openReviews = r.reviews.contains { $0.waived == nil }
        if (r.verdict == .fail && !open && !openReviews) || (r.verdict == .needsReview && !openReviews) { r.verdict = .waived }
        else if r.verdict == .fail && !open { r.verdict = .needsReview }
        return r
    }
}
