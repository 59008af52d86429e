import { Children, type ReactNode, Suspense, useEffect, useState } from 'react'
import { hydrateRestOfTask, isHydrating } from '../../../react-on-preact/hydration.ts'

/**
 * Hydrating a whole prerendered page in one task blocks a phone's main thread for hundreds of
 * milliseconds. The sections given here hydrate one per task instead, in page order, so the browser
 * can paint and answer input between them. It relies on Preact keeping the prerendered DOM of a
 * component that suspends while hydrating, and hydrating it once the thrown promise settles. Preact
 * keeps only the first DOM node of a suspended component, so each section must render one element.
 * After the first load (client navigations) the sections render at once.
 */
type Turn = { started: boolean; start: Promise<void>; end: () => void }

let lastTurnEnded = Promise.resolve()

/**
 * The turn that has just started, for the section that suspended on it. Preact forgets the hook state
 * of a component that suspended before it ever committed, so the section cannot hold on to its turn
 * itself: it claims it again when it renders, first thing in the task the turn starts.
 */
let startedTurn: Turn | undefined

// A section replaced before its turn never commits; it must not hold up the sections after it.
const UNCOMMITTED_SECTION_TIMEOUT_MS = 200

/**
 * A section's turn starts once the section before it has run its effects (carousels measuring
 * themselves, observers), which Preact runs after the next paint: so no task holds the work of two.
 */
function takeTurn(): Turn {
	const previousTurnEnded = lastTurnEnded
	let end = () => {}
	lastTurnEnded = new Promise((resolve) => {
		end = resolve
	})
	const turn: Turn = { started: false, start: Promise.resolve(), end }
	turn.start = previousTurnEnded.then(
		() =>
			new Promise<void>((resolve) =>
				setTimeout(() => {
					turn.started = true
					startedTurn = turn
					hydrateRestOfTask()
					setTimeout(() => {
						startedTurn = undefined
					})
					resolve()
				}),
			),
	)
	turn.start.then(() => setTimeout(end, UNCOMMITTED_SECTION_TIMEOUT_MS))
	return turn
}

function claimStartedTurn() {
	const turn = startedTurn
	startedTurn = undefined
	return turn
}

/**
 * Settles once every section of the first page has hydrated. A section that hydrates may hold sections
 * of its own, which queue their turns then, so wait until a turn ends with none queued after it.
 */
export async function sectionsHydrated(): Promise<void> {
	const awaited = lastTurnEnded
	await awaited
	await new Promise((resolve) => setTimeout(resolve))
	if (lastTurnEnded !== awaited) return sectionsHydrated()
}

function EndTurn({ turn }: { turn: Turn }) {
	useEffect(() => {
		turn.end()
	}, [turn])
	return null
}

function AwaitTurn({ children }: { children: ReactNode }) {
	const [turn] = useState(() => claimStartedTurn() ?? (isHydrating() ? takeTurn() : undefined))
	if (!turn) return children
	if (!turn.started) throw turn.start
	return (
		<>
			{children}
			<EndTurn turn={turn} />
		</>
	)
}

export function HydrateInTurns({ children }: { children: ReactNode }) {
	return Children.map(children, (section) => (
		<Suspense fallback={null}>
			<AwaitTurn>{section}</AwaitTurn>
		</Suspense>
	))
}
