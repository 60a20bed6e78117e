import { chromium, type Browser, type Page } from '@playwright/test'
import { visitorLaunchOptions } from '../../testing/chromium'
import { onCleanup, stopping } from './cleanup'
import { PHONE_RUNS } from './config'
import { median } from './median'
import { cpuThrottling, networkConditions, PHONE } from './phoneProfile'

/** Medians of the loads, in ms from the start of navigation; NaN when every load failed. */
export type PhoneLoad = { lcpMs: number; aliveMs: number }

/**
 * A page to load, and the control that shows it has come alive: a button its HTML has disabled
 * until React has taken the page over (the player's Shuffle, the floor's one button).
 */
export type PhoneTarget = { key: string; url: string; aliveControl: string }

type Marks = { lcp: number; alive: number }
const MARKS = '__benchPhoneMarks'

/**
 * Runs in the page before its own scripts: keeps the latest largest-contentful-paint candidate,
 * and the moment the control is first there and enabled (a MutationObserver's callback runs
 * right after the DOM change, before the next paint).
 */
function probe({ control, key }: { control: string; key: string }): void {
  const marks = { lcp: NaN, alive: NaN }
  Object.defineProperty(window, key, { value: marks })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const observer = new MutationObserver(() => {
    const button = document.querySelector(control)
    if (button instanceof HTMLButtonElement && !button.disabled) {
      marks.alive = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] })
}

/** An enabled control is only a sign of life if pressing it does something: its markup changes. */
async function respondsToPress(page: Page, control: string): Promise<void> {
  const button = page.locator(control)
  const before = await button.evaluate((element) => element.outerHTML)
  await button.click()
  await page.waitForFunction(
    ({ selector, markup }) => document.querySelector(selector)?.outerHTML !== markup,
    { selector: control, markup: before },
    { timeout: 10_000 },
  ).catch(() => {
    throw new Error(`${control} was enabled, but pressing it changed nothing`)
  })
}

/** One load in a fresh context (empty cache, no cookies), throttled by the browser itself through CDP. */
async function loadOnce(browser: Browser, target: PhoneTarget): Promise<PhoneLoad> {
  const context = await browser.newContext({ viewport: PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', networkConditions(PHONE))
    await cdp.send('Emulation.setCPUThrottlingRate', cpuThrottling(PHONE))
    await page.addInitScript(probe, { control: target.aliveControl, key: MARKS })
    const response = await page.goto(target.url, { waitUntil: 'load', timeout: 120_000 })
    if (response?.status() !== 200) throw new Error(`status ${response?.status()}`)
    await page.waitForFunction((key) => !Number.isNaN((window as unknown as Record<string, Marks>)[key]!.alive), MARKS, { timeout: 60_000 })
    const marks = await page.evaluate((key) => (window as unknown as Record<string, Marks>)[key]!, MARKS)
    await respondsToPress(page, target.aliveControl)
    return { lcpMs: marks.lcp, aliveMs: marks.alive }
  } finally {
    await context.close()
  }
}

/**
 * Every target loaded PHONE_RUNS times as a phone loads it (phoneProfile.ts), round by round over
 * all targets so a busy spell of the machine hits the floor and the pages alike; each metric is
 * the median of its loads.
 */
export async function measurePhone(targets: PhoneTarget[]): Promise<Map<string, PhoneLoad>> {
  const browser = await chromium.launch(visitorLaunchOptions)
  onCleanup(() => browser.close())
  const loads = new Map<string, PhoneLoad[]>(targets.map((target) => [target.key, []]))
  try {
    // Round 0 is not counted: the browser's first load and a server's first request of a page
    // (the floor's has had none) pay for starting up, which a visitor's phone and a live site have done.
    for (let round = 0; round <= PHONE_RUNS; round++) {
      for (const target of targets) {
        const load = await loadOnce(browser, target).catch((error: Error) => {
          if (stopping()) throw error
          console.error(`  phone ${target.url} (load ${round}): ${error.message.split('\n')[0]}`)
          return { lcpMs: NaN, aliveMs: NaN }
        })
        if (round > 0) loads.get(target.key)!.push(load)
        console.log(`  ${target.url} ${round ? `load ${round}` : 'warm-up'}: LCP ${load.lcpMs.toFixed(0)} ms, alive ${load.aliveMs.toFixed(0)} ms`)
      }
    }
  } finally {
    await browser.close()
  }
  const medians = new Map<string, PhoneLoad>()
  for (const [key, runs] of loads) {
    medians.set(key, { lcpMs: median(runs.map((run) => run.lcpMs)), aliveMs: median(runs.map((run) => run.aliveMs)) })
  }
  return medians
}
