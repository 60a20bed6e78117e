/** What the bench must undo (servers, the database), undone last-in first-out, once, also on Ctrl-C. */
const steps: (() => Promise<void>)[] = []
let running: Promise<void> | null = null

export function onCleanup(step: () => Promise<void>): void {
  steps.push(step)
}

/** Once cleanup has begun, nothing new may start: it would outlive it. */
export const stopping = () => running !== null

export function cleanUp(): Promise<void> {
  running ??= (async () => {
    for (const step of steps.reverse()) await step().catch((error) => console.error('Cleanup step failed:', error))
  })()
  return running
}

/** Runs a bench's `main`, cleans up, and exits with its status: 1 with the message on an error. */
export function runBench(main: () => Promise<number>): void {
  main()
    .catch((error: Error) => {
      console.error(error.message)
      return 1
    })
    .then(async (code) => {
      await cleanUp()
      process.exit(code)
    })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // tsx passes the terminal's Ctrl-C on too: one is enough.
    if (stopping()) return
    console.error(`\n${signal}: stopping the bench's servers…`)
    void cleanUp().finally(() => process.exit(130))
  })
}
