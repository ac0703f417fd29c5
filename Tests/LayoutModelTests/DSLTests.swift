import LayoutModel
import Testing

/// The result-builder DSL produces exactly the `ViewNode` a model file would:
/// every test compares with a value built by hand from `ViewNode`'s
/// initialisers (View.swift, Stacks.swift, View+Modifiers.swift).
@Suite struct DSLTests {
    let color = ViewNode(.shape(.color))
    let rectangle = ViewNode(.shape(.rectangle))
    let circle = ViewNode(.shape(.circle))

    @Test func leavesBuildTheirContent() {
        #expect(Color().node == color)
        #expect(Rectangle().node == rectangle)
        #expect(Circle().node == circle)
        #expect(Ellipse().node == ViewNode(.shape(.ellipse)))
        #expect(Capsule().node == ViewNode(.shape(.capsule)))
        // The corner radius does not affect layout, so it is not kept.
        #expect(RoundedRectangle(cornerRadius: 12).node == ViewNode(.shape(.roundedRectangle)))
        #expect(Fixed(width: 51, height: 31).node == ViewNode(.fixed(width: 51, height: 31)))
        #expect(Image(width: 20, height: 10).node == ViewNode(.image(width: 20, height: 10, resizable: false)))
        #expect(Image(width: 20, height: 10).resizable().node == ViewNode(.image(width: 20, height: 10, resizable: true)))
        #expect(Text("Hi").node == ViewNode(.text("Hi", fontSize: 17)))
        #expect(Text("Hi", fontSize: 13).node == ViewNode(.text("Hi", fontSize: 13)))
        #expect(Spacer().node == ViewNode(.spacer(minLength: nil)))
        #expect(Spacer(minLength: 0).node == ViewNode(.spacer(minLength: 0)))
        #expect(EmptyView().node == ViewNode(.empty))
    }

    @Test func stacksKeepAlignmentSpacingAndChildOrder() {
        let row = HStack(alignment: .top, spacing: 4) {
            Color()
            Spacer()
            Rectangle()
        }
        #expect(
            row.node == ViewNode(.hStack(alignment: .top, spacing: 4, children: [color, ViewNode(.spacer(minLength: nil)), rectangle])))

        let column = VStack(alignment: .leading, spacing: 0) { Circle() }
        #expect(column.node == ViewNode(.vStack(alignment: .leading, spacing: 0, children: [circle])))

        let layers = ZStack(alignment: .bottomTrailing) {
            Color()
            Circle()
        }
        #expect(layers.node == ViewNode(.zStack(alignment: .bottomTrailing, children: [color, circle])))
    }

    @Test func stacksDefaultToCentreAlignmentAndSystemSpacing() {
        #expect(HStack { Color() }.node == ViewNode(.hStack(alignment: .center, spacing: nil, children: [color])))
        #expect(VStack { Color() }.node == ViewNode(.vStack(alignment: .center, spacing: nil, children: [color])))
        #expect(ZStack { Color() }.node == ViewNode(.zStack(alignment: .center, children: [color])))
    }

    @Test func nookPanelWrapsItsHomeView() {
        let panel = NookPanel { Color().id("home") }
        #expect(panel.node == ViewNode(.nookPanel(NookConfiguration(), home: ViewNode(.shape(.color), id: "home"))))
        #expect(panel.node.content.children == [ViewNode(.shape(.color), id: "home")])
        let wide = NookPanel(configuration: NookConfiguration(expandedWidth: 600)) { Rectangle() }
        #expect(wide.node.content == .nookPanel(NookConfiguration(expandedWidth: 600, edgePadding: 8), home: rectangle))
    }

    @Test func nookContentInsetsLengthIsAnEnvironmentReference() {
        // Seed 000's `@Environment(\.nookContentInsets)` read, one edge at a time.
        #expect(Length.nookContentInsets(.leading) == .environment(EnvironmentReference(key: "nookContentInsets", edge: .leading)))
        #expect(Length.nookContentInsets(.bottom).description == "env(nookContentInsets.bottom)")
        #expect(
            Color().padding(.trailing, .nookContentInsets(.trailing)).modifiers.map(\.kind)
                == [.padding(.edges(.trailing, length: .environment(EnvironmentReference(key: "nookContentInsets", edge: .trailing))))])
    }

    @Test func nookConfigurationDefaultsAreTheSeedsFrameworkDefaults() {
        // NookConfiguration.swift: expandedWidth 520, edgePadding 8, radii 19/24, insets 0/8/8/8.
        let configuration = NookConfiguration()
        #expect(configuration.expandedWidth == 520)
        #expect(configuration.edgePadding == 8)
        #expect(configuration.style.topCornerRadius == 19)
        #expect(configuration.style.bottomCornerRadius == 24)
        #expect(configuration.style.expandedContentInsets == EdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 8))
    }

    // MARK: - Builder control flow

    @Test(arguments: [true, false])
    func ifWithoutElseAddsTheViewOnlyWhenTrue(flag: Bool) {
        let stack = VStack {
            Color()
            if flag { Circle() }
            Rectangle()
        }
        #expect(stack.children == (flag ? [color, circle, rectangle] : [color, rectangle]))
    }

    @Test(arguments: [true, false])
    func ifElseTakesOneBranch(flag: Bool) {
        let stack = HStack {
            if flag {
                Circle()
                Circle()
            } else {
                Rectangle()
            }
        }
        #expect(stack.children == (flag ? [circle, circle] : [rectangle]))
    }

    @Test(arguments: [nil, 5.0])
    func ifLetUnwrapsAnOptional(length: Double?) {
        let stack = HStack {
            if let length { Spacer(minLength: length) }
            Color()
        }
        #expect(stack.children == (length == nil ? [color] : [ViewNode(.spacer(minLength: 5)), color]))
    }

    @Test func forLoopAddsOneViewPerElementInOrder() {
        let stack = VStack {
            for index in 0..<3 { Color().id("row\(index)") }
            Rectangle()
        }
        #expect(
            stack.children == [
                ViewNode(.shape(.color), id: "row0"), ViewNode(.shape(.color), id: "row1"),
                ViewNode(.shape(.color), id: "row2"), rectangle,
            ])
    }

    @Test func emptyForLoopAddsNothing() {
        let stack = VStack {
            for _ in 0..<0 { Color() }
        }
        #expect(stack.children == [])
    }

    @Test func arrayExpressionsAreSpliced() {
        let views = [color, circle]
        let stack = ZStack {
            views
            Rectangle()
        }
        #expect(stack.children == [color, circle, rectangle])
    }

    @Test func emptyViewIsAChildLikeAnyOther() {
        // EmptyView is kept in the model; the layout tree marks it absent.
        let stack = HStack {
            EmptyView()
            Color()
        }
        #expect(stack.children == [ViewNode(.empty), color])
    }

    // MARK: - Modifiers

    @Test func modifiersAppendInChainOrder() {
        let view = Color().padding(8).frame(width: 10).layoutPriority(1)
        #expect(
            view
                == ViewNode(
                    .shape(.color),
                    modifiers: [
                        Modifier(.padding(.uniform(8))),
                        Modifier(.frame(width: 10, height: nil, alignment: .center)),
                        Modifier(.layoutPriority(1)),
                    ]))
    }

    @Test func paddingFormsMatchTheModelFormat() {
        #expect(Color().padding().modifiers == [Modifier(.padding(.defaultAmount))])
        #expect(Color().padding(8).modifiers == [Modifier(.padding(.uniform(.points(8))))])
        #expect(Color().padding(.horizontal).modifiers == [Modifier(.padding(.edges(.horizontal, length: nil)))])
        #expect(Color().padding([.top, .trailing], 4).modifiers == [Modifier(.padding(.edges([.top, .trailing], length: 4)))])
        #expect(
            Color().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).modifiers
                == [Modifier(.padding(.insets(top: 1, leading: 2, bottom: 3, trailing: 4)))])
    }

    @Test func framesKeepWrittenValuesUntilTheTreeNormalisesThem() {
        // A negative width is kept here: normalisation happens in LayoutTree (§5, §6.1).
        #expect(
            Color().frame(width: -5, height: 20, alignment: .top).modifiers
                == [Modifier(.frame(width: -5, height: 20, alignment: .top))])
        #expect(
            Color().frame(minWidth: 10, maxWidth: .infinity, alignment: .leading).modifiers
                == [Modifier(.flexFrame(FlexFrameValue(minWidth: 10, maxWidth: .infinity, alignment: .leading)))])
        #expect(Color().frame(idealHeight: -3).modifiers == [Modifier(.flexFrame(FlexFrameValue(idealHeight: -3)))])
    }

    @Test func otherModifiersCarryTheirArguments() {
        let guide = GuideValue(constant: 4, width: 0.5)
        #expect(Color().fixedSize().modifiers == [Modifier(.fixedSize(horizontal: true, vertical: true))])
        #expect(Color().fixedSize(horizontal: false, vertical: true).modifiers == [Modifier(.fixedSize(horizontal: false, vertical: true))])
        #expect(Color().offset(y: 3).modifiers == [Modifier(.offset(x: 0, y: 3))])
        #expect(Color().position(x: 1, y: 2).modifiers == [Modifier(.position(x: 1, y: 2))])
        #expect(
            Color().alignmentGuide(HorizontalAlignment.leading, guide).modifiers
                == [Modifier(.alignmentGuide(.horizontal(.leading), guide))])
        #expect(
            Color().alignmentGuide(VerticalAlignment.firstTextBaseline, guide).modifiers
                == [Modifier(.alignmentGuide(.vertical(.firstTextBaseline), guide))])
        #expect(Color().aspectRatio(2, contentMode: .fill).modifiers == [Modifier(.aspectRatio(ratio: 2, contentMode: .fill))])
        #expect(Color().ignoresSafeArea().modifiers == [Modifier(.ignoresSafeArea(edges: .all))])
        #expect(Color().safeAreaPadding(.top, 5).modifiers == [Modifier(.safeAreaPadding(.edges(.top, length: 5)))])
        #expect(
            Color().environment(layoutDirection: .rightToLeft).modifiers
                == [Modifier(.environment(EnvironmentOverrides(layoutDirection: .rightToLeft)))])
        #expect(
            Color().containerRelativeFrame([.horizontal], count: 3).modifiers
                == [Modifier(.containerRelativeFrame(ContainerRelativeFrameValue(axes: [.horizontal], count: 3)))])
    }

    @Test func overlayWithOneViewUsesItAsContent() {
        #expect(Color().overlay(alignment: .top) { Circle() }.modifiers == [Modifier(.overlay(alignment: .top, content: circle))])
        #expect(Color().background { Circle() }.modifiers == [Modifier(.background(alignment: .center, content: circle))])
    }

    @Test func overlayWithSeveralViewsWrapsThemInACentredZStack() {
        let view = Color().overlay(alignment: .bottom) {
            Circle()
            Rectangle()
        }
        #expect(
            view.modifiers == [
                Modifier(
                    .overlay(
                        alignment: .bottom, content: ViewNode(.zStack(alignment: .center, children: [circle, rectangle]))))
            ])
    }

    @Test func safeAreaInsetDefaultsToTheCentreGuideAcrossItsEdge() {
        // A top inset is aligned along the horizontal axis, a leading inset along the vertical.
        #expect(
            Color().safeAreaInset(edge: .top) { Circle() }.modifiers
                == [Modifier(.safeAreaInset(edge: .top, alignment: .horizontal(.center), spacing: nil, content: circle))])
        #expect(
            Color().safeAreaInset(edge: .leading, spacing: 2) { Circle() }.modifiers
                == [Modifier(.safeAreaInset(edge: .leading, alignment: .vertical(.center), spacing: 2, content: circle))])
    }

    // MARK: - id

    @Test func idOnAnUnmodifiedViewNamesTheView() {
        #expect(Color().id("c") == ViewNode(.shape(.color), id: "c"))
        #expect(HStack { Color() }.id("row").id == "row")
    }

    @Test func idAfterModifiersNamesTheLastModifier() {
        let view = Color().padding().frame(width: 10).id("f")
        #expect(view.id == nil)
        #expect(view.modifiers.map(\.id) == [nil, "f"])
    }

    @Test func idsBeforeAndAfterAModifierNameViewAndModifier() {
        let view = Color().id("c").padding().id("p")
        #expect(view == ViewNode(.shape(.color), id: "c", modifiers: [Modifier(.padding(.defaultAmount), id: "p")]))
    }

    @Test func secondIdReplacesTheFirst() {
        #expect(Color().id("a").id("b").id == "b")
        #expect(Color().padding().id("a").id("b").modifiers.map(\.id) == ["b"])
    }

    @Test func modifierNamesMatchTheModelKeys() {
        // Fixed and flexible frames share the key `frame`, which matters for paths (`frame`, `frame.2`).
        #expect(ModifierKind.frame(width: 1, height: nil, alignment: .center).name == "frame")
        #expect(ModifierKind.flexFrame(FlexFrameValue()).name == "frame")
        #expect(ModifierKind.padding(.defaultAmount).name == "padding")
        #expect(ModifierKind.environment(EnvironmentOverrides()).name == "environment")
        #expect(ModifierKind.overlay(alignment: .center, content: color).secondaryContent == color)
        #expect(ModifierKind.padding(.defaultAmount).secondaryContent == nil)
    }
}
