import InputModel

/// The Apple Pencil rules (docs/conformance.md, "Apple Pencil"): each its text, its sources and its check.
extension ConformanceRule {
    static let pencilPressureTilt = ConformanceRule(
        id: .pencilPressureTilt, area: .pencil,
        rule: "Drawing canvases vary stroke width with force and with tilt.",
        guidelines: [Guideline.ipad("Apple Pencil", "Pressure and tilt")],
        methods: [.declared, .exercised]) { try $0.checkPressureTilt() }

    static let pencilDoubleTap = ConformanceRule(
        id: .pencilDoubleTap, area: .pencil,
        rule: "Canvases handle the barrel double-tap with the user's preferred action.",
        guidelines: [Guideline.ipad("Apple Pencil", "Double-tap to switch tools")],
        methods: [.declared, .exercised]) { try $0.checkPencilDoubleTap() }

    static let pencilHover = ConformanceRule(
        id: .pencilHover, area: .pencil,
        rule: "Canvases show a hover preview while the pencil is in hover range.",
        guidelines: [Guideline.ipad("Apple Pencil", "Hover")],
        methods: [.declared, .exercised]) { try $0.checkPencilHover() }

    static let pencilScribble = ConformanceRule(
        id: .pencilScribble, area: .pencil,
        rule: "Text fields keep Scribble enabled.",
        guidelines: [Guideline.ipad("Apple Pencil", "Scribble")],
        methods: [.declared]) { $0.checkScribble() }
}

extension Probe {
    var canvases: [ResolvedScene.Node] { nodes.filter { $0.element.canvas != nil || $0.element.role == .canvas } }

    /// pencil.pressure-tilt: stroke width varies with force at a constant tilt, and with tilt at a
    /// constant force. Widths are read from the samples the pencil drew while touching (began and
    /// moved): the lift-off sample has no force and says nothing about either.
    mutating func checkPressureTilt() throws -> RuleResult {
        let rule = RuleID.pencilPressureTilt
        guard !canvases.isEmpty else { return notApplicable(rule, "no drawing canvas") }
        var failures: [Failure] = []
        let required = Measure.text("a width range of at least \(fmt(Probe.minimumWidthVariation)) pt")
        let reviews = undeclaredCanvases.map { canvasReview($0, "whether its strokes follow force and tilt", required: required,
                                                            example: "{canvas: {usesForce: true, usesTilt: true}}") }
        for c in canvases where !isUndeclaredCanvas(c) {
            let f = c.frame!
            let a = ScenarioTarget.point(x: f.x + f.width * 0.25, y: f.y + f.height / 2)
            let b = ScenarioTarget.point(x: f.x + f.width * 0.75, y: f.y + f.height / 2)
            let (light, firm) = Probe.forceSweep
            let soft = ScenarioStep.s(.stroke(path: [a, b], duration: 0.4, pressure: [light, firm], tilt: [[0, 0]], eraser: false))
            let tilted = ScenarioStep.s(.stroke(path: [a, b], duration: 0.4, pressure: [Probe.tiltSweepForce],
                                                tilt: [[0, 0], [Probe.tiltSweepDegrees, 0]], eraser: false))
            let sweeps = [("force", soft, "force \(fmt(light)) to \(fmt(firm))"), ("tilt", tilted, "upright to \(fmt(Probe.tiltSweepDegrees))° tilt at force \(fmt(Probe.tiltSweepForce))")]
            for (what, step, sweep) in sweeps {
                let run = try run([step], profile: .displayPen)
                let drawn = run.outcomes(.stroke, element: c.element.id).compactMap(\.stroke).filter { $0.phase == .began || $0.phase == .moved }
                let widths = drawn.map(\.width)
                if widths.isEmpty {
                    failures.append(Failure(element: c.element.id, message: "a pencil stroke across it drew nothing", method: .exercised,
                                            measured: .text("no stroke"), required: .text("stroke"), evidence: evidence(run)))
                } else if widths.max()! - widths.min()! < Probe.minimumWidthVariation {
                    let range = widths.max()! - widths.min()!
                    failures.append(Failure(element: c.element.id,
                                            message: "stroke width ignores \(what): \(fmt(widths.min()!))…\(fmt(widths.max()!)) pt over a stroke from \(sweep)",
                                            method: .exercised, measured: .number(range), required: required, evidence: evidence(run)))
                }
            }
        }
        return result(rule, failures, reviews: reviews, methods: [.declared, .exercised], note: "\(canvases.count) canvases, a force sweep and a tilt sweep each")
    }

    /// pt: the least change of stroke width that counts as varying.
    static let minimumWidthVariation = 0.2
    /// The force stroke's sweep, upright: light to firm (of a Pencil's 0…1 force).
    static let forceSweep = (0.1, 0.9)
    /// The tilt stroke's sweep: upright to this many degrees from the screen's normal, at one force.
    static let tiltSweepDegrees = 50.0
    static let tiltSweepForce = 0.5

    /// pencil.double-tap: the barrel double-tap performs the user's preferred action.
    mutating func checkPencilDoubleTap() throws -> RuleResult {
        let rule = RuleID.pencilDoubleTap
        guard !canvases.isEmpty else { return notApplicable(rule, "no drawing canvas") }
        let run = try run([.s(.barrel(button: 1))], profile: .displayPen)
        let preferred = environment.settings.pencilPreferredTapAction
        let want = preferred.rawValue
        let ok = run.outcomes(.pencilAction).contains { $0.pencilAction == preferred }
        return result(rule, ok ? [] : canvases.map {
            Failure(element: $0.element.id, message: "the barrel double-tap did nothing (the user's preferred action: \(want))", method: .exercised,
                    measured: .text("no pencilAction"), required: .text(want), evidence: evidence(run))
        }, methods: [.declared, .exercised], note: "preferred action \(want)")
    }

    /// pencil.hover: canvases show a hover preview while the pencil hovers.
    mutating func checkPencilHover() throws -> RuleResult {
        let rule = RuleID.pencilHover
        guard !canvases.isEmpty else { return notApplicable(rule, "no drawing canvas") }
        var failures: [Failure] = []
        let reviews = undeclaredCanvases.map { canvasReview($0, "whether it shows a hover preview", required: .text("hoverBegan preview=true"),
                                                            example: "{canvas: {hoverPreview: true}}") }
        for c in canvases where !isUndeclaredCanvas(c) {
            let run = try run([.s(.pencilHover(at: .element(c.element.id), height: 0.5, duration: 0.3))], profile: .displayPen)
            let hovers = run.outcomes(.hoverBegan, element: c.element.id).filter { $0.hover?.input == .pencil }
            if !hovers.contains(where: { $0.hover?.preview == true }) {
                failures.append(Failure(element: c.element.id, message: "no hover preview while the pencil hovered over it", method: .exercised,
                                        measured: .flag(false), required: .text("hoverBegan preview=true"), evidence: evidence(run)))
            }
        }
        return result(rule, failures, reviews: reviews, methods: [.declared, .exercised], note: "\(canvases.count) canvases")
    }

    /// An imported canvas whose drawing the dump does not show (`CanvasCapabilities.declared`).
    func isUndeclaredCanvas(_ n: ResolvedScene.Node) -> Bool { n.element.canvas?.declared == false }
    var undeclaredCanvases: [ResolvedScene.Node] { canvases.filter(isUndeclaredCanvas) }

    func canvasReview(_ n: ResolvedScene.Node, _ what: String, required: Measure, example: String) -> Failure {
        Failure(element: n.element.id,
                message: "a canvas (a UIPencilInteraction): the dump shows the Pencil is handled, not \(what)",
                method: .declared, measured: .text("unknown"), required: required,
                decide: "declare it in the overlay: elements: {\(Probe.yamlKey(n.element.id)): \(example)}; a PencilKit PKCanvasView has them")
    }

    /// pencil.scribble: text inputs keep Scribble.
    func checkScribble() -> RuleResult {
        let rule = RuleID.pencilScribble
        let texts = textInputs
        guard !texts.isEmpty else { return notApplicable(rule, "no text inputs") }
        let off = texts.filter { $0.element.scribble == false }
        return result(rule, off.map {
            Failure(element: $0.element.id, message: "Scribble is disabled on this \($0.element.role.rawValue)", method: .declared,
                    measured: .flag(false), required: .flag(true))
        }, methods: [.declared], note: "\(texts.count) text inputs")
    }
}
