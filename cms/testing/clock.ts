import fs from 'node:fs'
import { inject } from 'vitest'

/** Whether this run's server takes its clock from a file the tests write (not the cluster run's). */
export const serverClockIsSettable = (): boolean => inject('clockFile') !== ''

/** Moves the test server's clock to `moment` (it runs on from there); `null` puts it back to real time. */
export function setServerClock(moment: Date | null): void {
  fs.writeFileSync(inject('clockFile'), moment === null ? '0' : String(moment.getTime() - Date.now()))
}
