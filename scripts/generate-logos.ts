// Builds app/assets/logos/<id>.svg, one placeholder wordmark per partner and client that has no file
// yet. A logo already there (a real one dropped in, or an earlier placeholder) is never overwritten;
// delete a placeholder to have it drawn again. An SVG shown through <img> cannot load web fonts, so the
// lettering is converted to outlines here. Every design choice is derived from a hash of the id and the
// logos before it, so reruns reproduce the same files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import opentype, { type Font, type PathCommand } from 'opentype.js'
import { optimize } from 'svgo'
import { clientLogos, type LogoItem, partnerLogos } from '#app/content/logos.ts'

const OUT_DIR = new URL('../app/assets/logos/', import.meta.url)
const FONT_DIR = new URL('../node_modules/@fontsource/', import.meta.url)
const COLOURS = ['#0B2545', '#173A69', '#0C6A84', '#374255', '#2E5A92', '#0A84A3', '#4F5A6C']
/** Cap height of the main name line; every other measure is relative to it. */
const CAP = 40
/** Every viewBox has the area of a 240×80 box, so intrinsic sizes stay comparable. */
const TARGET_AREA = 240 * 80
const MIN_ASPECT = 2.2
const MAX_ASPECT = 4
const MAX_BYTES = 6 * 1024

// ---------------------------------------------------------------------------------------------
// Geometry: contours of line, quadratic and cubic segments in y-down coordinates.

type Point = { x: number; y: number }
type Segment =
	| { kind: 'L'; to: Point }
	| { kind: 'Q'; c: Point; to: Point }
	| { kind: 'C'; c1: Point; c2: Point; to: Point }
type Contour = { start: Point; segments: Segment[] }
type Shape = Contour[]
type Box = { x0: number; y0: number; x1: number; y1: number }

const pt = (x: number, y: number): Point => ({ x, y })
const L = (x: number, y: number): Segment => ({ kind: 'L', to: pt(x, y) })
const C = (x1: number, y1: number, x2: number, y2: number, x: number, y: number): Segment => ({
	kind: 'C',
	c1: pt(x1, y1),
	c2: pt(x2, y2),
	to: pt(x, y),
})
const rad = (degrees: number) => (degrees * Math.PI) / 180
const polar = (cx: number, cy: number, r: number, degrees: number) =>
	pt(cx + r * Math.cos(rad(degrees)), cy + r * Math.sin(rad(degrees)))

function polygon(points: Point[]): Contour {
	const [start = pt(0, 0), ...rest] = points
	return { start, segments: rest.map((p) => L(p.x, p.y)) }
}

function segmentPoints(segment: Segment): Point[] {
	if (segment.kind === 'L') return [segment.to]
	if (segment.kind === 'Q') return [segment.c, segment.to]
	return [segment.c1, segment.c2, segment.to]
}

const contourPoints = (contour: Contour) => [
	contour.start,
	...contour.segments.flatMap(segmentPoints),
]

/** Shoelace over the control polygon: its sign follows the curve's winding, which is all we need. */
function signedArea(contour: Contour): number {
	const points = contourPoints(contour)
	return points.reduce((sum, p, i) => {
		const q = points[(i + 1) % points.length] ?? p
		return sum + p.x * q.y - q.x * p.y
	}, 0)
}

function reverseContour(contour: Contour): Contour {
	const ends = [contour.start, ...contour.segments.map((s) => s.to)]
	const segments = contour.segments.map((segment, i): Segment => {
		const to = ends[i] ?? contour.start
		if (segment.kind === 'L') return { kind: 'L', to }
		if (segment.kind === 'Q') return { kind: 'Q', c: segment.c, to }
		return { kind: 'C', c1: segment.c2, c2: segment.c1, to }
	})
	return { start: ends.at(-1) ?? contour.start, segments: segments.reverse() }
}

// The output uses the nonzero fill rule: solids wind clockwise and holes anticlockwise, so
// overlapping solids merge cleanly while holes still cut through them.
const wind = (contour: Contour, clockwise: boolean) =>
	signedArea(contour) > 0 === clockwise ? contour : reverseContour(contour)
const solid = (...contours: Contour[]): Shape => contours.map((c) => wind(c, true))
const hole = (...contours: Contour[]): Shape => contours.map((c) => wind(c, false))

function mapShape(shape: Shape, f: (p: Point) => Point): Shape {
	return shape.map((contour) => ({
		start: f(contour.start),
		segments: contour.segments.map((segment): Segment => {
			if (segment.kind === 'L') return { kind: 'L', to: f(segment.to) }
			if (segment.kind === 'Q') return { kind: 'Q', c: f(segment.c), to: f(segment.to) }
			return { kind: 'C', c1: f(segment.c1), c2: f(segment.c2), to: f(segment.to) }
		}),
	}))
}

const translate = (shape: Shape, dx: number, dy: number) =>
	mapShape(shape, (p) => pt(p.x + dx, p.y + dy))
const scaleAbout = (shape: Shape, s: number, cx: number, cy: number) =>
	mapShape(shape, (p) => pt(cx + (p.x - cx) * s, cy + (p.y - cy) * s))

function rotateAbout(shape: Shape, degrees: number, cx: number, cy: number): Shape {
	const cos = Math.cos(rad(degrees))
	const sin = Math.sin(rad(degrees))
	return mapShape(shape, (p) =>
		pt(cx + (p.x - cx) * cos - (p.y - cy) * sin, cy + (p.x - cx) * sin + (p.y - cy) * cos),
	)
}

function pointOnSegment(from: Point, segment: Segment, t: number): Point {
	const u = 1 - t
	if (segment.kind === 'L')
		return pt(from.x + (segment.to.x - from.x) * t, from.y + (segment.to.y - from.y) * t)
	if (segment.kind === 'Q') {
		const { c, to } = segment
		return pt(
			u * u * from.x + 2 * u * t * c.x + t * t * to.x,
			u * u * from.y + 2 * u * t * c.y + t * t * to.y,
		)
	}
	const { c1, c2, to } = segment
	const a = u * u * u
	const b = 3 * u * u * t
	const d = 3 * u * t * t
	const e = t * t * t
	return pt(
		a * from.x + b * c1.x + d * c2.x + e * to.x,
		a * from.y + b * c1.y + d * c2.y + e * to.y,
	)
}

/** Ink bounds; curves are sampled because control points can stick out beyond the outline. */
function bounds(shape: Shape): Box {
	const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity }
	const add = (p: Point) => {
		box.x0 = Math.min(box.x0, p.x)
		box.y0 = Math.min(box.y0, p.y)
		box.x1 = Math.max(box.x1, p.x)
		box.y1 = Math.max(box.y1, p.y)
	}
	for (const contour of shape) {
		let from = contour.start
		add(from)
		for (const segment of contour.segments) {
			const steps = segment.kind === 'L' ? 1 : 12
			for (let i = 1; i <= steps; i += 1) add(pointOnSegment(from, segment, i / steps))
			from = segment.to
		}
	}
	return box
}

/** Cubic pieces of a circular arc, at most 90° each so the deviation stays below 0.03 %. */
function arc(cx: number, cy: number, r: number, from: number, to: number): Segment[] {
	const pieces = Math.max(1, Math.ceil(Math.abs(to - from) / 90))
	const step = (to - from) / pieces
	const k = (4 / 3) * Math.tan(rad(step) / 4) * r
	return Array.from({ length: pieces }, (_, i) => {
		const a0 = rad(from + i * step)
		const a1 = rad(from + (i + 1) * step)
		const p0 = polar(cx, cy, r, from + i * step)
		const p1 = polar(cx, cy, r, from + (i + 1) * step)
		return C(
			p0.x - k * Math.sin(a0),
			p0.y + k * Math.cos(a0),
			p1.x + k * Math.sin(a1),
			p1.y - k * Math.cos(a1),
			p1.x,
			p1.y,
		)
	})
}

const circle = (cx: number, cy: number, r: number): Contour => ({
	start: polar(cx, cy, r, 0),
	segments: arc(cx, cy, r, 0, 360),
})

const ring = (cx: number, cy: number, outer: number, inner: number): Shape => [
	...solid(circle(cx, cy, outer)),
	...hole(circle(cx, cy, inner)),
]

/** A band between two radii, e.g. a rainbow arc or a ripple. */
function sector(cx: number, cy: number, inner: number, outer: number, from: number, to: number) {
	const innerEnd = polar(cx, cy, inner, to)
	const segments = [...arc(cx, cy, outer, from, to), L(innerEnd.x, innerEnd.y)]
	return {
		start: polar(cx, cy, outer, from),
		segments: inner > 0 ? [...segments, ...arc(cx, cy, inner, to, from)] : segments,
	}
}

function roundRect(x: number, y: number, w: number, h: number, r: number): Contour {
	return {
		start: pt(x + r, y),
		segments: [
			L(x + w - r, y),
			...arc(x + w - r, y + r, r, -90, 0),
			L(x + w, y + h - r),
			...arc(x + w - r, y + h - r, r, 0, 90),
			L(x + r, y + h),
			...arc(x + r, y + h - r, r, 90, 180),
			L(x, y + r),
			...arc(x + r, y + r, r, 180, 270),
		],
	}
}

/** A straight stroke as a filled quadrilateral, wider at `a` than at `b` when the widths differ. */
function bar(a: Point, b: Point, widthA: number, widthB = widthA): Contour {
	const length = Math.hypot(b.x - a.x, b.y - a.y)
	const nx = (a.y - b.y) / length
	const ny = (b.x - a.x) / length
	return polygon([
		pt(a.x + (nx * widthA) / 2, a.y + (ny * widthA) / 2),
		pt(b.x + (nx * widthB) / 2, b.y + (ny * widthB) / 2),
		pt(b.x - (nx * widthB) / 2, b.y - (ny * widthB) / 2),
		pt(a.x - (nx * widthA) / 2, a.y - (ny * widthA) / 2),
	])
}

/** Moves every edge of a convex polygon inwards by `d`, giving an even gap or rim. */
function insetPolygon(points: Point[], d: number): Point[] {
	const cx = points.reduce((s, p) => s + p.x, 0) / points.length
	const cy = points.reduce((s, p) => s + p.y, 0) / points.length
	const lines = points.map((p, i) => {
		const q = points[(i + 1) % points.length] ?? p
		const length = Math.hypot(q.x - p.x, q.y - p.y)
		const ux = (q.x - p.x) / length
		const uy = (q.y - p.y) / length
		const inward = (cx - p.x) * -uy + (cy - p.y) * ux > 0 ? 1 : -1
		return { p: pt(p.x - uy * d * inward, p.y + ux * d * inward), ux, uy }
	})
	return lines.map((line, i) => {
		const prev = lines[(i + lines.length - 1) % lines.length] ?? line
		const denominator = prev.ux * line.uy - prev.uy * line.ux
		const t = ((line.p.x - prev.p.x) * line.uy - (line.p.y - prev.p.y) * line.ux) / denominator
		return pt(prev.p.x + prev.ux * t, prev.p.y + prev.uy * t)
	})
}

/** A pointed leaf or petal from base to tip; `bulge` is its half-width. */
function lens(base: Point, tip: Point, bulge: number): Contour {
	const dx = tip.x - base.x
	const dy = tip.y - base.y
	const length = Math.hypot(dx, dy)
	const nx = (-dy / length) * bulge * 1.3
	const ny = (dx / length) * bulge * 1.3
	const near = pt(base.x + dx * 0.2, base.y + dy * 0.2)
	const far = pt(base.x + dx * 0.7, base.y + dy * 0.7)
	return {
		start: base,
		segments: [
			C(near.x + nx, near.y + ny, far.x + nx, far.y + ny, tip.x, tip.y),
			C(far.x - nx, far.y - ny, near.x - nx, near.y - ny, base.x, base.y),
		],
	}
}

/** Alternating half-waves from x0 to x1 along y; `lift` sets which way the first one bulges. */
function wave(x0: number, x1: number, y: number, amplitude: number, halves: number, lift: 1 | -1) {
	const step = (x1 - x0) / halves
	return Array.from({ length: halves }, (_, i) => {
		const dy = (i % 2 === 0 ? -lift : lift) * amplitude * (4 / 3)
		const x = x0 + i * step
		return C(x + step / 3, y + dy, x + (2 * step) / 3, y + dy, x + step, y)
	})
}

function waveBand(x0: number, x1: number, y: number, thickness: number, amplitude: number) {
	const halves = 4
	return {
		start: pt(x0, y),
		segments: [
			...wave(x0, x1, y, amplitude, halves, 1),
			L(x1, y + thickness),
			...wave(x1, x0, y + thickness, amplitude, halves, halves % 2 === 0 ? -1 : 1),
		],
	}
}

// ---------------------------------------------------------------------------------------------
// Type: opentype.js reads the WOFF files (it inflates WOFF 1 tables itself).

type Face = { font: Font; capRatio: number }
/** A set line: baseline at y = 0, ink starting at x = 0, box from cap height to baseline. */
type Block = { shape: Shape; box: Box }

function loadFace(file: string): Face {
	const font = opentype.parse(readFileSync(new URL(file, FONT_DIR)))
	return { font, capRatio: font.tables.os2.sCapHeight / font.unitsPerEm }
}

function commandsToShape(commands: PathCommand[]): Shape {
	const shape: Shape = []
	for (const command of commands) {
		const current = shape.at(-1)
		if (command.type === 'M') shape.push({ start: pt(command.x, command.y), segments: [] })
		else if (command.type === 'L') current?.segments.push(L(command.x, command.y))
		else if (command.type === 'Q')
			current?.segments.push({
				kind: 'Q',
				c: pt(command.x1, command.y1),
				to: pt(command.x, command.y),
			})
		else if (command.type === 'C')
			current?.segments.push(
				C(command.x1, command.y1, command.x2, command.y2, command.x, command.y),
			)
	}
	return shape
}

/**
 * Sets glyph by glyph instead of using font.getPath: opentype.js 2 throws on some of Outfit's
 * contextual substitutions, and a wordmark needs no shaping beyond kerning and tracking.
 */
function setLine(face: Face, text: string, cap: number, tracking = 0): Block {
	const { font } = face
	const size = cap / face.capRatio
	const unit = size / font.unitsPerEm
	const glyphs = Array.from(text, (char) => font.charToGlyph(char))
	const lookups = font.position.getKerningTables(font.position.getDefaultScriptName())
	const shape: Shape = []
	let x = 0
	glyphs.forEach((glyph, i) => {
		shape.push(...commandsToShape(glyph.getPath(x, 0, size).commands))
		const next = glyphs[i + 1]
		const kerning = !next
			? 0
			: lookups
				? font.position.getKerningValue(lookups, glyph.index, next.index)
				: font.getKerningValue(glyph, next)
		x += ((glyph.advanceWidth ?? 0) + kerning) * unit + tracking * size
	})
	const ink = bounds(shape)
	return {
		shape: translate(shape, -ink.x0, 0),
		box: { x0: 0, y0: -cap, x1: ink.x1 - ink.x0, y1: 0 },
	}
}

/** Turns letters into holes, for lettering knocked out of a tile or pill. */
function knockOut(shape: Shape): Shape {
	const outer = shape.reduce((a, b) => (Math.abs(signedArea(b)) > Math.abs(signedArea(a)) ? b : a))
	return signedArea(outer) > 0 ? shape.map(reverseContour) : shape
}

function moveBlock(block: Block, dx: number, dy: number): Block {
	const { x0, y0, x1, y1 } = block.box
	return {
		shape: translate(block.shape, dx, dy),
		box: { x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy },
	}
}

function joinBlocks(...blocks: Block[]): Block {
	return {
		shape: blocks.flatMap((b) => b.shape),
		box: {
			x0: Math.min(...blocks.map((b) => b.box.x0)),
			y0: Math.min(...blocks.map((b) => b.box.y0)),
			x1: Math.max(...blocks.map((b) => b.box.x1)),
			y1: Math.max(...blocks.map((b) => b.box.y1)),
		},
	}
}

const blockWidth = (block: Block) => block.box.x1 - block.box.x0
const inkBottom = (block: Block) => bounds(block.shape).y1

type Family = {
	bold: Face
	/** Contrasting cut for the descriptor half of a two-line name. */
	light: Face
	/** Small spaced capitals of the descriptor line. */
	label: Face
	upperTracking: number
	titleTracking: number
}

const fontFile = (family: string, weight: number, style = 'normal') =>
	`${family}/files/${family}-latin-${weight}-${style}.woff`

const FAMILY_NAMES = ['manrope', 'outfit', 'grotesk', 'serif'] as const
type FamilyName = (typeof FAMILY_NAMES)[number]

function loadFamilies(): Record<FamilyName, Family> {
	const manropeLabel = loadFace(fontFile('manrope', 700))
	return {
		manrope: {
			bold: loadFace(fontFile('manrope', 800)),
			light: loadFace(fontFile('manrope', 500)),
			label: manropeLabel,
			upperTracking: 0.05,
			titleTracking: -0.02,
		},
		outfit: {
			bold: loadFace(fontFile('outfit', 700)),
			light: loadFace(fontFile('outfit', 300)),
			label: loadFace(fontFile('outfit', 500)),
			upperTracking: 0.06,
			titleTracking: -0.01,
		},
		grotesk: {
			bold: loadFace(fontFile('space-grotesk', 700)),
			light: loadFace(fontFile('space-grotesk', 400)),
			label: loadFace(fontFile('space-grotesk', 500)),
			upperTracking: 0.04,
			titleTracking: -0.03,
		},
		serif: {
			bold: loadFace(fontFile('dm-serif-display', 400)),
			// The display serif has one weight; its italic gives the contrast a light cut would.
			light: loadFace(fontFile('dm-serif-display', 400, 'italic')),
			label: manropeLabel,
			upperTracking: 0.07,
			titleTracking: 0,
		},
	}
}

// ---------------------------------------------------------------------------------------------
// Glyphs: small geometric marks drawn in a box about 100 units high, sized by the layout later.
// Each mark comes in up to three variants, so a mark that recurs on the wall is drawn differently.

type GlyphKit = { initials: string; face: Face }
type GlyphMaker = {
	name: string
	/** Pictorial marks only go to names they suit: no bottle for a pump maker. */
	suits?: RegExp
	variants: ((kit: GlyphKit) => Shape)[]
}

const hexCorners = (cx: number, cy: number, r: number) =>
	[-90, -30, 30, 90, 150, 210].map((degrees) => polar(cx, cy, r, degrees))

const dropOutline = (): Contour => ({
	start: pt(38, 0),
	segments: [C(50, 18, 76, 38, 76, 62), ...arc(38, 62, 38, 0, 180), C(0, 38, 26, 18, 38, 0)],
})

/** An outlined drop holding water: a wave-topped pool inside the inner rim. */
function dropWithPool(): Shape {
	const outline = dropOutline()
	const level = 59
	const r = 21
	const half = Math.sqrt(r * r - (level - 62) ** 2)
	const tilt = (Math.asin((level - 62) / r) * 180) / Math.PI
	const pool: Contour = {
		start: pt(38 - half, level),
		segments: [...wave(38 - half, 38 + half, level, 3, 2, 1), ...arc(38, 62, r, tilt, 180 - tilt)],
	}
	return [...solid(outline), ...hole(...scaleAbout([outline], 0.76, 38, 62)), ...solid(pool)]
}

const dropWithHighlight = (): Shape => [
	...solid(dropOutline()),
	...hole(sector(38, 62, 22, 29, 115, 205)),
]

const dropWithWaves = (): Shape => [
	...solid(dropOutline()),
	...hole(waveBand(13, 63, 50, 7, 3), waveBand(13, 63, 66, 7, 3)),
]

const wavesOpen = (): Shape =>
	solid(waveBand(0, 100, 8, 15, 7), waveBand(0, 100, 40, 15, 7), waveBand(0, 100, 72, 15, 7))

const wavesInRing = (): Shape => [
	...ring(50, 50, 50, 41),
	...solid(waveBand(14, 86, 36, 10, 5), waveBand(14, 86, 55, 10, 5)),
]

const wavesInTile = (): Shape => [
	...solid(roundRect(0, 0, 100, 100, 22)),
	...hole(waveBand(16, 84, 24, 10, 5), waveBand(16, 84, 44, 10, 5), waveBand(16, 84, 64, 10, 5)),
]

/** An isometric cube: three faces split by even gaps, the top one left open. */
function cubeFaces(): Shape {
	const [top, upperRight, lowerRight, bottom, lowerLeft, upperLeft] = hexCorners(43.3, 50, 50)
	const centre = pt(43.3, 50)
	if (!top || !upperRight || !lowerRight || !bottom || !lowerLeft || !upperLeft) return []
	const lid = [top, upperRight, centre, upperLeft]
	return [
		...solid(polygon(insetPolygon(lid, 3))),
		...hole(polygon(insetPolygon(lid, 11))),
		...solid(
			polygon(insetPolygon([upperLeft, centre, bottom, lowerLeft], 3)),
			polygon(insetPolygon([centre, upperRight, lowerRight, bottom], 3)),
		),
	]
}

function cubeNut(): Shape {
	const hex = hexCorners(43.3, 50, 50)
	return [
		...solid(polygon(hex)),
		...hole(polygon(insetPolygon(hex, 11))),
		...solid(circle(43.3, 50, 14)),
	]
}

/** A wireframe cube: hexagon rim with the three inner edges meeting at the centre. */
function cubeWire(): Shape {
	const hex = hexCorners(43.3, 50, 50)
	const centre = pt(43.3, 50)
	const edges = [1, 3, 5].map((i) => bar(centre, hex[i] ?? centre, 9))
	return [...solid(polygon(hex)), ...hole(polygon(insetPolygon(hex, 9))), ...solid(...edges)]
}

function gearOutline(teeth: number): Contour {
	const pitch = 360 / teeth
	const segments: Segment[] = []
	for (let i = 0; i < teeth; i += 1) {
		const mid = i * pitch - 90
		const flankIn = polar(50, 50, 50, mid - pitch * 0.2)
		const flankOut = polar(50, 50, 40, mid + pitch * 0.28)
		segments.push(
			L(flankIn.x, flankIn.y),
			...arc(50, 50, 50, mid - pitch * 0.2, mid + pitch * 0.2),
			L(flankOut.x, flankOut.y),
			...arc(50, 50, 40, mid + pitch * 0.28, mid + pitch * 0.72),
		)
	}
	return { start: polar(50, 50, 40, -90 - pitch * 0.28), segments }
}

const gearPlain = (): Shape => [...solid(gearOutline(8)), ...hole(circle(50, 50, 17))]

const gearRing = (): Shape => [
	...solid(gearOutline(12)),
	...hole(circle(50, 50, 29)),
	...solid(circle(50, 50, 15)),
]

const leafSingle = (): Shape => [
	...solid(lens(pt(12, 88), pt(96, 4), 27), bar(pt(16, 84), pt(2, 98), 6)),
	...hole(bar(pt(22, 78), pt(78, 22), 5, 1)),
]

const leafSprout = (): Shape =>
	solid(
		bar(pt(50, 100), pt(50, 50), 7, 5),
		lens(pt(50, 62), pt(98, 12), 17),
		lens(pt(50, 74), pt(4, 40), 13),
	)

/** A leaf cut out of a disc, its midrib left standing. */
const leafInDisc = (): Shape => [
	...solid(circle(50, 50, 50)),
	...hole(lens(pt(24, 76), pt(80, 20), 19)),
	...solid(bar(pt(30, 70), pt(68, 32), 4, 1.5)),
]

function bottleBody(): Shape {
	const body: Contour = {
		start: pt(16, 13),
		segments: [
			L(28, 13),
			L(28, 24),
			C(28, 31, 40, 32, 40, 43),
			L(40, 91),
			...arc(32, 91, 8, 0, 90),
			L(12, 99),
			...arc(12, 91, 8, 90, 180),
			L(4, 43),
			C(4, 32, 16, 31, 16, 24),
		],
	}
	return solid(body, roundRect(14, 0, 16, 9, 2))
}

const bottleLabelled = (): Shape => [...bottleBody(), ...hole(roundRect(10, 53, 24, 30, 3))]

const bottleWaves = (): Shape => [
	...bottleBody(),
	...hole(waveBand(10, 34, 52, 7, 3), waveBand(10, 34, 68, 7, 3)),
]

const upChevron = (y: number, width = 100, x = 0) =>
	polygon([
		pt(x, y + width * 0.38),
		pt(x + width / 2, y),
		pt(x + width, y + width * 0.38),
		pt(x + width, y + width * 0.56),
		pt(x + width / 2, y + width * 0.18),
		pt(x, y + width * 0.56),
	])

const chevronsUp = (): Shape => solid(upChevron(0), upChevron(31), upChevron(62))

function chevronsForward(): Shape {
	const chevron = (x: number) =>
		polygon([pt(x, 0), pt(x + 17, 0), pt(x + 47, 50), pt(x + 17, 100), pt(x, 100), pt(x + 30, 50)])
	return solid(chevron(0), chevron(29), chevron(58))
}

const chevronsInRing = (): Shape => [
	...ring(50, 50, 50, 42),
	...solid(upChevron(26, 50, 25), upChevron(46, 50, 25)),
]

function moleculeStar(): Shape {
	const bond = (degrees: number) => bar(polar(50, 56, 14, degrees), polar(50, 56, 40, degrees), 7)
	const atom = (degrees: number) => {
		const at = polar(50, 56, 40, degrees)
		return circle(at.x, at.y, 11)
	}
	// Bonds stop at the central atom's rim so they do not fill its hollow core.
	return [
		...solid(circle(50, 56, 17), ...[-90, 30, 150].flatMap((d) => [atom(d), bond(d)])),
		...hole(circle(50, 56, 8)),
	]
}

/** A benzene ring with three atoms and one side chain. */
function moleculeRing(): Shape {
	const hex = [0, 1, 2, 3, 4, 5].map((i) => polar(46, 54, 34, i * 60 - 90))
	const atoms = hex.filter((_, i) => i % 2 === 0)
	const out = polar(46, 54, 58, -30)
	return [
		...solid(polygon(hex)),
		...hole(polygon(insetPolygon(hex, 8))),
		...solid(
			...atoms.map((a) => circle(a.x, a.y, 10)),
			bar(hex[1] ?? out, out, 7),
			circle(out.x, out.y, 8),
		),
	]
}

const sunDisc = (): Contour => ({
	start: pt(28, 64),
	segments: [...arc(50, 64, 22, 180, 360), L(28, 64)],
})

function sunRays(): Shape {
	const rays = Array.from({ length: 7 }, (_, i) =>
		bar(polar(50, 64, 30, 195 + i * 25), polar(50, 64, 46, 195 + i * 25), 7, 4),
	)
	return solid(sunDisc(), roundRect(0, 71, 100, 8, 4), roundRect(20, 85, 60, 8, 4), ...rays)
}

const sunArcs = (): Shape =>
	solid(
		sunDisc(),
		roundRect(0, 71, 100, 8, 4),
		sector(50, 64, 30, 38, 180, 360),
		sector(50, 64, 46, 54, 180, 360),
	)

/** The part of a circle between two horizontal lines, for a striped setting sun. */
function circleSlice(cx: number, cy: number, r: number, top: number, bottom: number): Contour {
	const angle = (y: number) => (Math.asin(Math.max(-1, Math.min(1, (y - cy) / r))) * 180) / Math.PI
	const a = angle(top)
	const b = angle(bottom)
	const topRight = polar(cx, cy, r, a)
	const bottomLeft = polar(cx, cy, r, 180 - b)
	return {
		start: polar(cx, cy, r, 180 - a),
		segments: [
			L(topRight.x, topRight.y),
			...arc(cx, cy, r, a, b),
			L(bottomLeft.x, bottomLeft.y),
			...arc(cx, cy, r, 180 - b, 180 - a),
		],
	}
}

const sunStriped = (): Shape =>
	solid(
		circleSlice(50, 50, 50, 0, 52),
		circleSlice(50, 50, 50, 59, 69),
		circleSlice(50, 50, 50, 75, 83),
		circleSlice(50, 50, 50, 88, 100),
	)

const shieldOutline = (): Contour => ({
	start: pt(0, 12),
	segments: [L(42, 0), L(84, 12), L(84, 48), C(84, 74, 64, 92, 42, 100), C(20, 92, 0, 74, 0, 48)],
})

const shieldChevron = (): Shape => [
	...solid(shieldOutline()),
	...hole(...scaleAbout([shieldOutline()], 0.8, 42, 48)),
	...solid(polygon([pt(42, 36), pt(62, 56), pt(62, 70), pt(42, 50), pt(22, 70), pt(22, 56)])),
]

/** Heraldic "per pale": left half solid, right half open. */
const shieldHalved = (): Shape => [
	...solid(shieldOutline()),
	...hole({ start: pt(46, 14), segments: [L(74, 21), L(74, 48), C(74, 67, 61, 80, 46, 88)] }),
]

const shieldBanded = (): Shape => [
	...solid(shieldOutline()),
	...hole(roundRect(12, 30, 60, 9, 0), roundRect(12, 50, 60, 9, 0)),
]

const tilesLens = (): Shape => [
	...solid(roundRect(0, 0, 100, 100, 22)),
	...hole(circle(50, 50, 33)),
	...solid(circle(50, 50, 15)),
]

const tilesQuarters = (): Shape =>
	solid(
		{ start: pt(46, 46), segments: [L(0, 46), ...arc(46, 46, 46, 180, 270)] },
		{ start: pt(54, 54), segments: [L(100, 54), ...arc(54, 54, 46, 0, 90)] },
		circle(77, 23, 23),
		circle(23, 77, 23),
	)

/** A disc in four quarters with one pulled out, like an exploded pie chart. */
function tilesPie(): Shape {
	const quarter = (from: number, dx: number, dy: number) => {
		const edge = polar(50 + dx, 50 + dy, 44, from)
		return {
			start: pt(50 + dx, 50 + dy),
			segments: [L(edge.x, edge.y), ...arc(50 + dx, 50 + dy, 44, from, from + 90)],
		}
	}
	return solid(quarter(-90, 9, -9), quarter(0, 3, 3), quarter(90, -3, 3), quarter(180, -3, -3))
}

/** Initials cut out of a tile, set in the logo's own typeface. */
function monogram(tile: Contour) {
	return (kit: GlyphKit): Shape => {
		const box = bounds([tile])
		const probe = setLine(kit.face, kit.initials, 46)
		const cap = Math.min(46, (46 * (box.x1 - box.x0) * 0.62) / blockWidth(probe))
		const letters = setLine(kit.face, kit.initials, cap)
		const dx = (box.x0 + box.x1 - blockWidth(letters)) / 2
		const dy = (box.y0 + box.y1 + cap) / 2
		return [...solid(tile), ...knockOut(translate(letters.shape, dx, dy))]
	}
}

const petal = (base: Point, degrees: number, length: number, bulge: number) =>
	rotateAbout([lens(base, pt(base.x, base.y - length), bulge)], degrees, base.x, base.y)

const lotusFive = (): Shape => [
	...solid(
		...petal(pt(50, 80), 0, 72, 13),
		...petal(pt(50, 80), -36, 62, 11),
		...petal(pt(50, 80), 36, 62, 11),
		...petal(pt(50, 80), -72, 48, 9),
		...petal(pt(50, 80), 72, 48, 9),
	),
	...solid(roundRect(6, 88, 88, 8, 4)),
]

const lotusThree = (): Shape =>
	solid(
		...petal(pt(50, 80), 0, 76, 15),
		...petal(pt(50, 80), -42, 62, 12),
		...petal(pt(50, 80), 42, 62, 12),
		roundRect(6, 88, 88, 8, 4),
	)

/** Three petals rising from a bowl, after the kalash pot. */
const lotusBowl = (): Shape =>
	solid(
		...petal(pt(50, 58), 0, 58, 12),
		...petal(pt(50, 58), -40, 46, 10),
		...petal(pt(50, 58), 40, 46, 10),
		{ start: pt(16, 64), segments: [L(84, 64), ...arc(50, 64, 34, 0, 180)] },
	)

const TOWER_HEIGHTS = [62, 100, 80]

const towersSlanted = (): Shape =>
	solid(
		...TOWER_HEIGHTS.map((h, i) => {
			const x = i * 37
			return polygon([pt(x, 100), pt(x, 112 - h), pt(x + 26, 100 - h), pt(x + 26, 100)])
		}),
	)

const towersDomed = (): Shape =>
	solid(
		...TOWER_HEIGHTS.map((h, i) => {
			const x = i * 37
			return {
				start: pt(x, 100),
				segments: [L(x, 113 - h), ...arc(x + 13, 113 - h, 13, 180, 360), L(x + 26, 100)],
			}
		}),
	)

/** Rising steps with windows cut into the tallest block. */
const towersSteps = (): Shape => [
	...solid(
		polygon([
			pt(0, 100),
			pt(0, 64),
			pt(30, 64),
			pt(30, 32),
			pt(62, 32),
			pt(62, 0),
			pt(100, 0),
			pt(100, 100),
		]),
	),
	...hole(roundRect(72, 12, 8, 14, 0), roundRect(84, 12, 8, 14, 0), roundRect(72, 36, 8, 14, 0)),
]

const ripplesTarget = (): Shape => [
	...solid(circle(50, 50, 15)),
	...ring(50, 50, 33, 25),
	...ring(50, 50, 50, 42),
]

/** Open rings turned against each other, so the ripple reads as moving water, not a target. */
const ripplesOpen = (): Shape =>
	solid(circle(50, 50, 15), sector(50, 50, 25, 33, 30, 320), sector(50, 50, 42, 50, 210, 500))

/** A falling drop over flattened rings on the water. */
const ripplesSplash = (): Shape => [
	...solid(...mapShape([dropOutline()], (p) => pt(36 + p.x * 0.37, p.y * 0.37))),
	...mapShape([...ring(50, 0, 50, 36), ...ring(50, 0, 24, 10)], (p) => pt(p.x, 78 + p.y * 0.42)),
]

/** A star outline with `points` tips; `inner` is the radius of the notches between them. */
function starOutline(points: number, inner: number): Contour {
	const step = 180 / points
	return polygon(
		Array.from({ length: points * 2 }, (_, i) =>
			polar(50, 50, i % 2 === 0 ? 50 : inner, i * step - 90),
		),
	)
}

/** Eight-point star, the rangoli and compass-rose figure, with an open centre. */
const starEight = (): Shape => [
	...solid(starOutline(8, 38.3)),
	...hole(circle(50, 50, 22)),
	...solid(circle(50, 50, 10)),
]

/** Four-point spark with concave sides pulled towards the centre. */
function starSpark(): Shape {
	const tips = [-90, 0, 90, 180].map((degrees) => polar(50, 50, 50, degrees))
	const segments = tips.map(
		(_, i): Segment => ({
			kind: 'Q',
			c: polar(50, 50, 9, i * 90 - 45),
			to: tips[(i + 1) % 4] ?? pt(50, 50),
		}),
	)
	return [...solid({ start: tips[0] ?? pt(50, 0), segments }), ...hole(circle(50, 50, 6))]
}

/** Six-point star with a hexagonal eye. */
const starSix = (): Shape => [
	...solid(starOutline(6, 28.9)),
	...hole(polygon(hexCorners(50, 50, 14))),
]

const archway = (x: number, y: number, w: number, h: number): Contour => ({
	start: pt(x, y + h),
	segments: [L(x, y + w / 2), ...arc(x + w / 2, y + w / 2, w / 2, 180, 360), L(x + w, y + h)],
})

const archNested = (): Shape => [
	...solid(archway(0, 0, 84, 100)),
	...hole(archway(14, 14, 56, 86)),
	...solid(archway(27, 27, 30, 73)),
]

const archArcade = (): Shape => [
	...solid(roundRect(0, 18, 100, 82, 4)),
	...hole(archway(9, 34, 22, 52), archway(39, 34, 22, 52), archway(69, 34, 22, 52)),
	...solid(roundRect(0, 0, 100, 10, 4)),
]

const archGate = (): Shape => [
	...solid(archway(0, 0, 80, 100)),
	...hole(archway(18, 18, 44, 82)),
	...solid(circle(40, 58, 9)),
]

const GLYPHS: GlyphMaker[] = [
	{ name: 'drop', variants: [dropWithPool, dropWithHighlight, dropWithWaves] },
	{ name: 'waves', variants: [wavesOpen, wavesInRing, wavesInTile] },
	{ name: 'cube', variants: [cubeFaces, cubeNut, cubeWire] },
	{
		name: 'gear',
		suits: /Pumps|Valves|Automation|Tubes|Instruments|Motors|Seals|Mills|Processors|Ceramics/,
		variants: [gearPlain, gearRing],
	},
	{ name: 'leaf', variants: [leafSingle, leafSprout, leafInDisc] },
	{
		name: 'bottle',
		suits: /Beverages|Drinks|Juices|Soda|Springs|Aqua|Dairy|Water$/,
		variants: [bottleLabelled, bottleWaves],
	},
	{ name: 'chevrons', variants: [chevronsUp, chevronsForward, chevronsInRing] },
	{
		name: 'molecule',
		suits: /Lifesciences|Pharma|Labs|Formulations|Dyeing|Processors|Membranes|Dosing|Agro/,
		variants: [moleculeStar, moleculeRing],
	},
	{ name: 'sun', variants: [sunRays, sunArcs, sunStriped] },
	{ name: 'shield', variants: [shieldChevron, shieldHalved, shieldBanded] },
	{ name: 'tiles', variants: [tilesLens, tilesQuarters, tilesPie] },
	{
		name: 'monogram',
		variants: [
			monogram(roundRect(0, 0, 100, 100, 20)),
			monogram(circle(50, 50, 50)),
			monogram(polygon(hexCorners(47, 54, 54))),
		],
	},
	{ name: 'lotus', variants: [lotusFive, lotusThree, lotusBowl] },
	{ name: 'towers', variants: [towersSlanted, towersDomed, towersSteps] },
	{ name: 'ripples', variants: [ripplesTarget, ripplesOpen, ripplesSplash] },
	{ name: 'star', variants: [starEight, starSpark, starSix] },
	{ name: 'arch', variants: [archNested, archArcade, archGate] },
]

function drawGlyph(glyph: GlyphMaker, variant: number, kit: GlyphKit): Shape {
	const draw = glyph.variants[variant] ?? glyph.variants[0]
	if (!draw) throw new Error(`glyph ${glyph.name} has no variants`)
	return draw(kit)
}

/** Scales a glyph into a `size` square; narrow marks such as the bottle may stand a little taller. */
function fitGlyph(shape: Shape, size: number): Block {
	const box = bounds(shape)
	const s = Math.min(size / (box.x1 - box.x0), (size * 1.2) / (box.y1 - box.y0))
	const fitted = mapShape(shape, (p) => pt((p.x - box.x0) * s, (p.y - box.y0) * s))
	return { shape: fitted, box: bounds(fitted) }
}

// ---------------------------------------------------------------------------------------------
// Lettering and layout.

type LabelStyle = 'plain' | 'justified' | 'ruled' | 'pill'
type LayoutKind = 'stack' | 'duo' | 'above'
type Align = 'left' | 'centre'

type Design = {
	glyph: GlyphMaker
	variant: number
	family: Family
	familyName: FamilyName
	upper: boolean
	labelStyle: LabelStyle
	divider: boolean
	/** Two-line names: set the second line in the family's light cut. */
	lightSecond: boolean
	colour: string
}

/** Words such as "Hotel" read as a descriptor even though they lead the name. */
const LEADING_DESCRIPTORS = new Set(['Hotel'])

function splitName(name: string) {
	const [first = name, ...rest] = name.split(' ')
	const tail = rest.join(' ')
	return LEADING_DESCRIPTORS.has(first)
		? { brand: tail, descriptor: first, descriptorFirst: true }
		: { brand: first, descriptor: tail, descriptorFirst: false }
}

const brandTracking = (design: Design) =>
	design.upper ? design.family.upperTracking : design.family.titleTracking
const cased = (design: Design, text: string) => (design.upper ? text.toUpperCase() : text)

const LABEL_CAP = CAP * 0.45
const LABEL_TRACKING = 0.22
const RULE = CAP * 0.07

/** The descriptor line, dressed in one of four ways, positioned under (or over) the name line. */
function labelLine(design: Design, text: string, brand: Block, align: Align): Block {
	const { label } = design.family
	const upper = text.toUpperCase()
	const plain = setLine(label, upper, LABEL_CAP, LABEL_TRACKING)
	const spare = blockWidth(brand) - blockWidth(plain)
	const centred = (block: Block) =>
		align === 'centre' ? moveBlock(block, (blockWidth(brand) - blockWidth(block)) / 2, 0) : block
	if (design.labelStyle === 'justified' && upper.length > 1) {
		// Spread the letters to the exact width of the name above, a classic lockup.
		const size = LABEL_CAP / label.capRatio
		const tracking = LABEL_TRACKING + spare / (upper.length - 1) / size
		if (tracking >= 0.1 && tracking <= 0.5) return setLine(label, upper, LABEL_CAP, tracking)
	}
	if (design.labelStyle === 'ruled' && spare > CAP * 1.2) {
		// Hairline rules fill the space the short descriptor leaves under the name.
		const width = blockWidth(brand)
		const y = -LABEL_CAP / 2 - RULE / 2
		const gap = LABEL_CAP * 0.8
		const rule = (x0: number, x1: number) =>
			polygon([pt(x0, y), pt(x1, y), pt(x1, y + RULE), pt(x0, y + RULE)])
		const side = (spare - 2 * gap) / 2
		const rules =
			align === 'centre'
				? solid(rule(0, side), rule(width - side, width))
				: solid(rule(blockWidth(plain) + gap, width))
		return joinBlocks(centred(plain), {
			shape: rules,
			box: { x0: 0, y0: -LABEL_CAP, x1: width, y1: 0 },
		})
	}
	// Long words reversed out of a small pill fill in at logo-strip sizes, so they stay plain.
	if (design.labelStyle === 'pill' && upper.length <= 10) {
		// Slightly smaller and tighter than plain: reversed-out capitals look bolder.
		const cap = LABEL_CAP * 0.9
		const letters = setLine(label, upper, cap, 0.16)
		const padX = cap * 0.9
		const height = cap * 2.2
		const pill = roundRect(
			0,
			-cap / 2 - height / 2,
			blockWidth(letters) + padX * 2,
			height,
			height / 2,
		)
		return centred({
			shape: [...solid(pill), ...knockOut(translate(letters.shape, padX, 0))],
			box: bounds([pill]),
		})
	}
	return centred(plain)
}

/** Name on one line with its descriptor set small beneath it (or above it for "Hotel …"). */
function stackText(design: Design, name: string, align: Align): Block {
	const { brand, descriptor, descriptorFirst } = splitName(name)
	const main = setLine(design.family.bold, cased(design, brand), CAP, brandTracking(design))
	const label = labelLine(design, descriptor, main, align)
	const top = descriptorFirst
		? -CAP * 1.42 - (label.box.y1 - label.box.y0)
		: Math.max(CAP * 0.42, inkBottom(main) + CAP * 0.24)
	return joinBlocks(main, moveBlock(label, 0, top - label.box.y0))
}

/** Name split over two equal lines; the descriptor word(s) may take the family's light cut. */
function duoText(design: Design, name: string, light: boolean, align: Align): Block {
	const { brand, descriptor, descriptorFirst } = splitName(name)
	const cap = CAP * 0.8
	const tracking = brandTracking(design)
	const descriptorFace = light ? design.family.light : design.family.bold
	const main = setLine(design.family.bold, cased(design, brand), cap, tracking)
	const minor = setLine(descriptorFace, cased(design, descriptor), cap, tracking)
	const [first, second] = descriptorFirst ? [minor, main] : [main, minor]
	const baseline = cap + Math.max(cap * 0.5, inkBottom(first) + cap * 0.3)
	const width = Math.max(blockWidth(first), blockWidth(second))
	const shift = (block: Block) => (align === 'centre' ? (width - blockWidth(block)) / 2 : 0)
	return joinBlocks(moveBlock(first, shift(first), 0), moveBlock(second, shift(second), baseline))
}

/** Glyph to the left of the lettering, optionally with a thin divider between them. */
function beside(glyph: Shape, text: Block, size: number, divider: boolean): Shape {
	const mark = fitGlyph(glyph, size)
	const markHeight = mark.box.y1 - mark.box.y0
	const centreY = (text.box.y0 + text.box.y1) / 2
	const placedMark = translate(mark.shape, 0, centreY - markHeight / 2)
	const markWidth = mark.box.x1
	if (!divider) {
		return [...placedMark, ...translate(text.shape, markWidth + size * 0.3 - text.box.x0, 0)]
	}
	const ruleX = markWidth + size * 0.26
	const ruleHeight = Math.max(markHeight, text.box.y1 - text.box.y0) * 1.05
	const rule = roundRect(ruleX, centreY - ruleHeight / 2, size * 0.035, ruleHeight, 0)
	return [
		...placedMark,
		...solid(rule),
		...translate(text.shape, ruleX + size * 0.3 - text.box.x0, 0),
	]
}

/** Glyph centred over centred lettering. */
function above(glyph: Shape, text: Block, size: number): Shape {
	const mark = fitGlyph(glyph, size)
	const markHeight = mark.box.y1 - mark.box.y0
	const centreX = (text.box.x0 + text.box.x1) / 2
	const top = text.box.y0 - CAP * 0.45 - markHeight
	return [...translate(mark.shape, centreX - mark.box.x1 / 2, top), ...text.shape]
}

/** Composed artwork and the cap height of its name line, which decides legibility. */
type Artwork = { shape: Shape; cap: number }

function compose(kind: LayoutKind, design: Design, name: string, glyph: Shape): Artwork {
	if (kind === 'stack') {
		const text = stackText(design, name, 'left')
		const size = Math.max(CAP * 1.6, (text.box.y1 - text.box.y0) * 1.1)
		return { shape: beside(glyph, text, size, design.divider), cap: CAP }
	}
	if (kind === 'duo') {
		const text = duoText(design, name, design.lightSecond, 'left')
		const size = (text.box.y1 - text.box.y0) * 1.05
		return { shape: beside(glyph, text, size, design.divider), cap: CAP * 0.8 }
	}
	if (name.length <= 13) {
		return { shape: above(glyph, duoText(design, name, true, 'centre'), CAP * 1.7), cap: CAP * 0.8 }
	}
	return { shape: above(glyph, stackText(design, name, 'centre'), CAP * 1.7), cap: CAP }
}

// ---------------------------------------------------------------------------------------------
// Deterministic choices.

function hash(text: string): number {
	// FNV-1a, then a murmur-style finaliser so nearby ids ("client-07", "client-08") spread out.
	let h = 0x811c9dc5
	for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193)
	h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
	h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
	return (h ^ (h >>> 16)) >>> 0
}

/**
 * Walks the options from a hashed start and takes the first that no rule rejects. Rules are
 * dropped from the end when nothing passes, so there is always an answer.
 */
function choose<T>(options: readonly T[], seed: string, rules: ((option: T) => boolean)[] = []): T {
	const start = hash(seed) % options.length
	const ordered = [...options.slice(start), ...options.slice(0, start)]
	for (let kept = rules.length; kept >= 0; kept -= 1) {
		const found = ordered.find((option) =>
			rules.slice(0, kept).every((rejects) => !rejects(option)),
		)
		if (found !== undefined) return found
	}
	throw new Error(`no options for ${seed}`)
}

type Chosen = Design & { layout: LayoutKind; artwork: Artwork }

function aspectOf(shape: Shape): number {
	const box = bounds(shape)
	return (box.x1 - box.x0) / (box.y1 - box.y0)
}

function initials(name: string): string {
	const { brand, descriptor } = splitName(name)
	return `${brand[0] ?? ''}${descriptor[0] ?? ''}`.toUpperCase()
}

function design(item: LogoItem, families: Record<FamilyName, Family>, history: Chosen[]): Chosen {
	const { id, name } = item
	const recent = (n: number) => history.slice(-n)
	const uses = (g: GlyphMaker) => history.filter((h) => h.glyph === g).length
	const suited = (g: GlyphMaker) => g.suits === undefined || g.suits.test(name)
	const fewestUses = Math.min(...GLYPHS.filter(suited).map(uses))
	const glyph = choose(GLYPHS, `${id}:glyph`, [
		(g) => !suited(g),
		(g) => recent(6).some((h) => h.glyph === g),
		// Hand out the marks in turn, so no glyph shows up far more often than another.
		(g) => uses(g) > fewestUses,
	])
	const variants = glyph.variants.map((_, i) => i)
	const familyName = choose(FAMILY_NAMES, `${id}:family`, [
		(f) => recent(1).some((h) => h.familyName === f),
		(f) => history.some((h) => h.familyName === f && h.glyph === glyph),
	])
	const family = families[familyName]
	const base: Design = {
		glyph,
		variant: choose(variants, `${id}:variant`, [
			(v) => history.some((h) => h.glyph === glyph && h.variant === v),
		]),
		family,
		familyName,
		upper: hash(`${id}:case`) % 5 < 2,
		labelStyle: choose(['plain', 'justified', 'ruled', 'pill'] as const, `${id}:label`, [
			(s) => recent(1).some((h) => h.labelStyle === s),
		]),
		divider: hash(`${id}:divider`) % 4 === 0,
		lightSecond: hash(`${id}:weight`) % 3 > 0,
		colour: choose(COLOURS, `${id}:colour`, [(c) => recent(2).some((h) => h.colour === c)]),
	}
	const glyphShape = drawGlyph(glyph, base.variant, { initials: initials(name), face: family.bold })
	const kinds: LayoutKind[] = ['stack', 'duo', 'above']
	const artworks = new Map(kinds.map((k) => [k, compose(k, base, name, glyphShape)]))
	const legibility = (k: LayoutKind) => capAt120(artworks.get(k) ?? { shape: [], cap: 0 })
	const mostLegible = Math.max(...kinds.map(legibility))
	const layout = choose(kinds, `${id}:layout`, [
		(k) => {
			// Slightly wide artwork is letterboxed into 4:1 later; far wider would shrink too much.
			const aspect = aspectOf(artworks.get(k)?.shape ?? [])
			return aspect < 2 || aspect > 4.8
		},
		(k) => legibility(k) < mostLegible * 0.85,
		(k) => recent(1).some((h) => h.layout === k),
	])
	return {
		...base,
		layout,
		artwork: artworks.get(layout) ?? compose(layout, base, name, glyphShape),
	}
}

// ---------------------------------------------------------------------------------------------
// Output.

const round = (n: number) => Math.round(n * 100) / 100

function pathData(shape: Shape): string {
	const p = (point: Point) => `${round(point.x)} ${round(point.y)}`
	return shape
		.map((contour) => {
			const segments = contour.segments.map((s) => {
				if (s.kind === 'L') return `L${p(s.to)}`
				if (s.kind === 'Q') return `Q${p(s.c)} ${p(s.to)}`
				return `C${p(s.c1)} ${p(s.c2)} ${p(s.to)}`
			})
			return `M${p(contour.start)}${segments.join('')}Z`
		})
		.join('')
}

/** Pads the artwork, then widens or heightens the padding into the allowed aspect range. */
function framed(shape: Shape) {
	const box = bounds(shape)
	const pad = (box.y1 - box.y0) * 0.08
	const width = Math.max(box.x1 - box.x0 + pad * 2, (box.y1 - box.y0 + pad * 2) * MIN_ASPECT)
	const height = Math.max(box.y1 - box.y0 + pad * 2, width / MAX_ASPECT)
	return { box, width, height }
}

/**
 * Cap height of the name in CSS pixels when the logo is fitted into a 3:1 slot 120 px wide, the
 * way the site's logo strips show it: wide logos fill the width, compact ones the height.
 */
function capAt120(art: Artwork): number {
	const { width, height } = framed(art.shape)
	return (120 * art.cap) / Math.max(width, height * 3)
}

/** Scales the framed artwork to the target area on a whole-unit viewBox, centred within it. */
function fitToViewBox(shape: Shape) {
	const { box, width, height } = framed(shape)
	const s = Math.sqrt(TARGET_AREA / (width * height))
	// Whole units can nudge the ratio past a limit, so round towards the inside of the range.
	const viewWidth = Math.max(Math.round(width * s), Math.ceil(Math.round(height * s) * MIN_ASPECT))
	const viewHeight = Math.max(Math.round(height * s), Math.ceil(viewWidth / MAX_ASPECT))
	const dx = (viewWidth / s - (box.x1 - box.x0)) / 2 - box.x0
	const dy = (viewHeight / s - (box.y1 - box.y0)) / 2 - box.y0
	return {
		shape: mapShape(shape, (p) => pt((p.x + dx) * s, (p.y + dy) * s)),
		width: viewWidth,
		height: viewHeight,
	}
}

const escapeXml = (text: string) =>
	text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

function renderSvg(item: LogoItem, chosen: Chosen): string {
	const { shape, width, height } = fitToViewBox(chosen.artwork.shape)
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${escapeXml(item.name)}</title><path fill="${chosen.colour}" d="${pathData(shape)}"/></svg>`
	return optimize(svg, { multipass: true, floatPrecision: 1, plugins: ['preset-default'] }).data
}

/**
 * Writes `<id>.svg` into `outDirectory` for each logo without a file there and returns their ids.
 * Every logo is still designed, in order, so a missing one comes out as it would in a full run.
 */
export function writeMissingLogos(outDirectory: URL, items: readonly LogoItem[]): string[] {
	const families = loadFamilies()
	mkdirSync(outDirectory, { recursive: true })
	const history: Chosen[] = []
	const written: string[] = []
	for (const item of items) {
		const chosen = design(item, families, history)
		history.push(chosen)
		const file = new URL(`${item.id}.svg`, outDirectory)
		if (existsSync(file)) continue
		const svg = renderSvg(item, chosen)
		const bytes = Buffer.byteLength(svg)
		if (bytes > MAX_BYTES) throw new Error(`${item.id}.svg is ${bytes} bytes, over the budget`)
		writeFileSync(file, svg)
		written.push(item.id)
	}
	return written
}

if (import.meta.main) {
	const written = writeMissingLogos(OUT_DIR, [...partnerLogos, ...clientLogos])
	console.log(
		`generate:logos: wrote ${written.length} missing logos to app/assets/logos${written.length ? `: ${written.join(', ')}` : ''}; existing files were kept`,
	)
}
