import InputModel

/// What the pointer steps asked for, in screen terms; rendered later for a mouse or a trackpad.
struct PointerScript {
    enum Item {
        /// Move the pointer to a point over [start, start + duration].
        case move(start: Timestamp, duration: TimeSpan, to: (x: Double, y: Double))
        case button(t: Timestamp, PointerButtonName, down: Bool)
        case scroll(start: Timestamp, duration: TimeSpan, dx: Double, dy: Double, device: ScrollDevice)
        /// Fingers tapping the trackpad together (tap to click), down at `start`.
        case padTap(start: Timestamp, fingers: Int)
        /// Two fingers on the trackpad spreading by `scale` and turning `rotate` degrees clockwise.
        case padPinch(start: Timestamp, duration: TimeSpan, scale: Double, rotate: Double)
    }
    var items: [Item] = []
    var usesTrackpadScroll = false
    var isEmpty: Bool { items.isEmpty }
}

extension Synthesizer {
    /// How long a click, click-drag or scroll step takes to bring the pointer to its target first.
    static let pointerApproach: TimeSpan = 0.35

    /// Modifier key names of clicks → key codes (the keyboard device holds them).
    func modifierCodes(_ names: [String], line: Int, file: String) throws -> [UInt16] {
        try names.map { name in
            guard let c = KeyChord.modifierCodes[name.lowercased()] else {
                throw TactileError.badInput(file, line: line, "unknown modifier `\(name)` (cmd, shift, ctrl, alt, globe)")
            }
            return c
        }
    }

    func runPointer(_ step: ScenarioStep, at t: Timestamp, _ b: inout Build, file: String) throws -> Timestamp {
        let line = step.line
        switch step.action {
        case let .pointerMove(to, duration):
            b.pointer.items.append(.move(start: t, duration: duration, to: try point(to, line: line, file: file)))
            return t + duration + SynthesisTiming.pointerSettle
        case let .click(at, button, modifiers, count):
            let p = try point(at, line: line, file: file)
            let mods = try modifierCodes(modifiers, line: line, file: file)
            b.pointer.items.append(.move(start: t, duration: Synthesizer.pointerApproach, to: p))
            var time = t + Synthesizer.pointerApproach + SynthesisTiming.pointerSettle
            if !mods.isEmpty { try b.useKeyboard(line: line, file: file) }
            for m in mods { b.keys.append(KeyStroke(t: time, code: m, kind: .down)); time += SynthesisTiming.keyGap }
            for _ in 0..<max(1, count) {
                b.pointer.items.append(.button(t: time, button, down: true))
                b.pointer.items.append(.button(t: time + SynthesisTiming.clickHold, button, down: false))
                time += SynthesisTiming.clickHold + Synthesizer.multiTapGap
            }
            for m in mods.reversed() { b.keys.append(KeyStroke(t: time, code: m, kind: .up)); time += SynthesisTiming.keyGap }
            return time + SynthesisTiming.tapSettle
        case let .clickDrag(from, to, duration, modifiers, dwell):
            let a = try point(from, line: line, file: file), z = try point(to, line: line, file: file)
            let mods = try modifierCodes(modifiers, line: line, file: file)
            b.pointer.items.append(.move(start: t, duration: Synthesizer.pointerApproach, to: a))
            var time = t + Synthesizer.pointerApproach + SynthesisTiming.pointerSettle
            if !mods.isEmpty { try b.useKeyboard(line: line, file: file) }
            for m in mods { b.keys.append(KeyStroke(t: time, code: m, kind: .down)); time += SynthesisTiming.keyGap }
            b.pointer.items.append(.button(t: time, .primary, down: true))
            b.pointer.items.append(.move(start: time + SynthesisTiming.pointerSettle, duration: duration, to: z))
            time += SynthesisTiming.pointerSettle + duration + SynthesisTiming.pointerSettle
            // Resting on the target, the button held: a still mouse or finger reports nothing.
            time += max(.zero, dwell)
            b.pointer.items.append(.button(t: time, .primary, down: false))
            for m in mods.reversed() { b.keys.append(KeyStroke(t: time + SynthesisTiming.keyGap, code: m, kind: .up)); time += SynthesisTiming.keyGap }
            return time + SynthesisTiming.stepSettle
        case let .tap(at, count, fingers):
            // On a trackpad: the pointer goes to the target, then the fingers tap the pad.
            b.pointer.items.append(.move(start: t, duration: Synthesizer.pointerApproach, to: try point(at, line: line, file: file)))
            var time = t + Synthesizer.pointerApproach + SynthesisTiming.pointerSettle
            for _ in 0..<max(1, count) {
                b.pointer.items.append(.padTap(start: time, fingers: max(1, fingers)))
                time += Synthesizer.tapDuration + Synthesizer.multiTapGap
            }
            return time - Synthesizer.multiTapGap + SynthesisTiming.tapSettle
        case let .pinch(at, fromSpan, toSpan, duration, rotate):
            b.pointer.items.append(.move(start: t, duration: Synthesizer.pointerApproach, to: try point(at, line: line, file: file)))
            let start = t + Synthesizer.pointerApproach + SynthesisTiming.pointerSettle
            guard fromSpan > 0, toSpan > 0 else {
                throw TactileError.badInput(file, line: line, "a pinch's `from` and `to` spans must be more than 0")
            }
            b.pointer.items.append(.padPinch(start: start, duration: duration, scale: toSpan / fromSpan, rotate: rotate))
            return start + duration + SynthesisTiming.stepSettle
        case let .scroll(at, dx, dy, device, duration):
            let p = try point(at, line: line, file: file)
            b.pointer.items.append(.move(start: t, duration: Synthesizer.pointerApproach, to: p))
            let start = t + Synthesizer.pointerApproach + SynthesisTiming.pointerSettle
            b.pointer.items.append(.scroll(start: start, duration: duration, dx: dx, dy: dy, device: device))
            if device == .trackpad { b.pointer.usesTrackpadScroll = true }
            return start + duration + SynthesisTiming.stepSettle
        default:
            return t
        }
    }

    /// The pointer device: the primary profile when it is a pointer, else a trackpad for
    /// trackpad scrolling and a mouse otherwise.
    func pointerProfile(for script: PointerScript) -> DeviceProfile {
        switch primary.kind {
        case .mouse, .trackpad, .twoSlotClickpad: return primary
        default: return script.usesTrackpadScroll ? .trackpad : .mouse
        }
    }
}

