import fs from 'node:fs'
import path from 'node:path'
import type { Reporter } from '@playwright/test/reporter'
import type { Figures } from './figures'
import { FIGURES_DIR } from './sites'

/** Prints the suite's figures once every test has run. */
export default class FiguresReporter implements Reporter {
  onEnd(): void {
    const total: Figures = { checks: 0, requests: 0, serverErrors: 0, xss: 0 }
    const files = fs.existsSync(FIGURES_DIR) ? fs.readdirSync(FIGURES_DIR) : []
    for (const file of files) {
      const figures = JSON.parse(fs.readFileSync(path.join(FIGURES_DIR, file), 'utf8')) as Figures
      for (const key of Object.keys(total) as (keyof Figures)[]) total[key] += figures[key]
    }
    console.log(
      `security: checks ${total.checks}, hostile requests ${total.requests}, 5xx ${total.serverErrors}, XSS executions ${total.xss}`,
    )
  }
}
