import { Children, type ReactNode, Suspense, useEffect, useState } from 'react'
import {
	hydrateRestOfTask,
	isHydrating,
	nextTask,
	runEffectsWithoutWaitingForPaint,
} from '../../../react-on-preact/hydration.ts'

/**
 * Hydrating a whole prerendered page in one task blocks a phone's main thread for hundreds of
 * milliseconds. The parts given here hydrate one per task instead, in page order, so the browser can
 * paint and answer input between them. It relies on Preact keeping the prerendered DOM of a component
 * that suspends while hydrating, and hydrating it once the thrown promise settles. Preact keeps only
 * the first DOM node of a suspended component, so each part must render one element. After the first
 * load (client navigations) the parts render at once.
 */
type Turn = { started: boolean; start: Promise<void>; end: () => void }

let lastTurnEnded = Promise.resolve()
let firstTurnTaken = false

// A part removed before its turn never commits; it must not hold up the parts after it.
const UNCOMMITTED_PART_TIMEOUT_MS = 200

/**
 * A part's turn starts once the part before it has run its effects (carousels measuring themselves,
 * observers): so no task holds the work of two.
 */
function takeTurn(): Turn {
	if (!firstTurnTaken) {
		firstTurnTaken = true
		runEffectsWithoutWaitingForPaint(partsHydrated())
	}
	const previousTurnEnded = lastTurnEnded
	let end = () => {}
	lastTurnEnded = new Promise((resolve) => {
		end = resolve
	})
	const turn: Turn = { started: false, start: Promise.resolve(), end }
	turn.start = previousTurnEnded.then(nextTask).then(() => {
		turn.started = true
		hydrateRestOfTask()
	})
	turn.start.then(() => setTimeout(end, UNCOMMITTED_PART_TIMEOUT_MS))
	return turn
}

/**
 * Settles once every part of the first page has hydrated. A part that hydrates may hold parts of its
 * own, which queue their turns then, so wait until a turn ends with none queued after it.
 */
export async function partsHydrated(): Promise<void> {
	const awaited = lastTurnEnded
	await awaited
	await nextTask()
	if (lastTurnEnded !== awaited) return partsHydrated()
}

function EndTurn({ turn }: { turn: Turn }) {
	useEffect(() => {
		turn.end()
	}, [turn])
	return null
}

function AwaitTurn({ turn, children }: { turn: Turn; children: ReactNode }) {
	if (!turn.started) throw turn.start
	return (
		<>
			{children}
			<EndTurn turn={turn} />
		</>
	)
}

/**
 * Holds the part's turn above the boundary that catches the suspension: Preact forgets the hook state
 * of a component that suspended before it ever committed, and a parent rendering again before the
 * turn (a carousel setting itself up) must find the same turn, not take a new one.
 */
function Part({ children }: { children: ReactNode }) {
	const [turn] = useState(() => (isHydrating() ? takeTurn() : undefined))
	if (!turn) return children
	return (
		<Suspense fallback={null}>
			<AwaitTurn turn={turn}>{children}</AwaitTurn>
		</Suspense>
	)
}

export function HydrateInTurns({ children }: { children: ReactNode }) {
	return Children.map(children, (part) => <Part>{part}</Part>)
}
