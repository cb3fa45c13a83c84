import InputModel

extension Probe {
    var canvases: [ResolvedScene.Node] { nodes.filter { $0.element.canvas != nil || $0.element.role == .canvas } }

    /// pencil.pressure-tilt: stroke width varies with force and tilt on drawing canvases.
    func checkPressureTilt() -> RuleResult {
        guard !canvases.isEmpty else { return result("pencil.pressure-tilt", [], applicable: false) }
        var failures: [Failure] = []
        for c in canvases {
            let f = c.frame!
            let a = ScenarioTarget.point(x: f.x + f.width * 0.25, y: f.y + f.height / 2)
            let b = ScenarioTarget.point(x: f.x + f.width * 0.75, y: f.y + f.height / 2)
            let soft = ScenarioStep.s(.stroke(path: [a, b], duration: 0.4, pressure: [0.1, 0.9], tilt: [[0, 0]], eraser: false))
            let tilted = ScenarioStep.s(.stroke(path: [a, b], duration: 0.4, pressure: [0.5], tilt: [[0, 0], [50, 0]], eraser: false))
            for (what, step) in [("force", soft), ("tilt", tilted)] {
                guard let run = run([step], profile: .displayPen) else { continue }
                let widths = run.outcomes(.stroke, element: c.element.id).compactMap { $0.double("width") }
                if widths.isEmpty {
                    failures.append(Failure(element: c.element.id, message: "a pencil stroke drew nothing", evidence: evidence(run)))
                } else if (widths.max()! - widths.min()!) < Probe.minimumWidthVariation {
                    failures.append(Failure(element: c.element.id, message: "stroke width ignores \(what) (\(fmt(widths.min()!))…\(fmt(widths.max()!)) pt)", evidence: evidence(run)))
                }
            }
        }
        return result("pencil.pressure-tilt", failures)
    }

    /// pt: the least change of stroke width that counts as varying.
    static let minimumWidthVariation = 0.2

    /// pencil.double-tap: the barrel double-tap performs the user's preferred action.
    func checkPencilDoubleTap() -> RuleResult {
        guard !canvases.isEmpty else { return result("pencil.double-tap", [], applicable: false) }
        guard let run = run([.s(.barrel(button: 1))], profile: .displayPen) else { return result("pencil.double-tap", [], applicable: false) }
        let want = environment.settings.pencilPreferredTapAction.rawValue
        let ok = run.outcomes(.pencilAction).contains { $0.string("action") == want }
        return result("pencil.double-tap", ok ? [] : canvases.map {
            Failure(element: $0.element.id, message: "the barrel double-tap did nothing (preferred action: \(want))", evidence: evidence(run))
        })
    }

    /// pencil.hover: canvases show a hover preview while the pencil hovers.
    func checkPencilHover() -> RuleResult {
        guard !canvases.isEmpty else { return result("pencil.hover", [], applicable: false) }
        var failures: [Failure] = []
        for c in canvases {
            guard let run = run([.s(.pencilHover(at: .element(c.element.id), height: 0.5, duration: 0.3))], profile: .displayPen) else { continue }
            let hovers = run.outcomes(.hoverBegan, element: c.element.id).filter { $0.string("input") == "pencil" }
            if !hovers.contains(where: { $0.bool("preview") == true }) {
                failures.append(Failure(element: c.element.id, message: "no hover preview while the pencil hovered", evidence: evidence(run)))
            }
        }
        return result("pencil.hover", failures)
    }

    /// pencil.palm-rejection: a resting palm or finger on the canvas while the pencil draws makes no stroke.
    func checkPalmRejection() -> RuleResult {
        guard let c = canvases.first else { return result("pencil.palm-rejection", [], applicable: false) }
        let f = c.frame!
        let a = ScenarioTarget.point(x: f.x + f.width * 0.3, y: f.y + f.height * 0.3)
        let b = ScenarioTarget.point(x: f.x + f.width * 0.6, y: f.y + f.height * 0.35)
        let palm = ScenarioTarget.point(x: f.x + f.width * 0.7, y: f.y + f.height * 0.8)
        let steps: [ScenarioStep] = [.s(.parallel([
            .s(.stroke(path: [a, b], duration: 0.6, pressure: [0.5], tilt: [[0, 0]], eraser: false)),
            .s(.touches(paths: [[palm, palm]], duration: 0.5)),
        ]))]
        guard let run = run(steps, profile: .displayPen) else { return result("pencil.palm-rejection", [], applicable: false) }
        let fingerStrokes = run.outcomes(.stroke, element: c.element.id).filter { $0.string("input") != "pencil" }
        return result("pencil.palm-rejection", fingerStrokes.isEmpty ? [] : [
            Failure(element: c.element.id, message: "\(fingerStrokes.count) stroke events from a finger while the pencil drew", evidence: evidence(run)),
        ])
    }
}
