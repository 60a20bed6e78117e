import fs from 'node:fs'
import path from 'node:path'
import { test as base, expect, type APIResponse } from '@playwright/test'
import { FIGURES_DIR } from './sites'

export type Figures = { checks: number; requests: number; serverErrors: number; xss: number }

/** What one test counted, kept in a file of its own so that workers never share a counter. */
class Tally implements Figures {
  checks = 0
  requests = 0
  serverErrors = 0
  xss = 0
  readonly failures: string[] = []

  /** One hostile or matrix request answered: it must not be a 5xx. */
  answered(response: APIResponse | { status: () => number }, label: string): void {
    this.requests++
    this.checks++
    if (response.status() >= 500) {
      this.serverErrors++
      this.failures.push(`${response.status()} ${label}`)
    }
  }

  /** An assertion of the suite's own (access decisions, stored data), counted. */
  check(condition: boolean, label: string): void {
    this.checks++
    if (!condition) this.failures.push(label)
  }

  save(testId: string): void {
    fs.mkdirSync(FIGURES_DIR, { recursive: true })
    const figures: Figures = { checks: this.checks, requests: this.requests, serverErrors: this.serverErrors, xss: this.xss }
    fs.writeFileSync(path.join(FIGURES_DIR, `${testId}.json`), JSON.stringify(figures))
  }
}

/** Playwright's test with a `tally`: failures it collected fail the test, listed in full. */
export const test = base.extend<{ tally: Tally }>({
  tally: async ({}, use, testInfo) => {
    const tally = new Tally()
    await use(tally)
    tally.save(testInfo.testId)
    expect(tally.failures, `${tally.failures.length} failed checks`).toEqual([])
  },
})

export { expect }
