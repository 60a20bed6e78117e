import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import parseRange from 'range-parser'
import { methodNotAllowed, READ_METHODS, type Refusal } from './refusal'

/** The files of `dir`, by the path they are served at under `prefix`. */
function filesUnder(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>()
  if (!fs.existsSync(dir)) return files
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    const served = `${prefix}/${entry.name}`
    if (entry.isDirectory()) for (const [url, nested] of filesUnder(file, served)) files.set(url, nested)
    else if (entry.isFile()) files.set(served, file)
  }
  return files
}

const secondsOf = (time: Date) => Math.floor(time.getTime() / 1000)

/*
 * The site sends no ETag (generateEtags: false in site/next.config.ts), so no entity tag a client
 * sends names the file's version: If-Match holds only as `*`, and an If-Range with a tag never does.
 * send, which Next serves these files with, fails even If-Match: * (it compares with the ETag it
 * did not write); a request whose precondition holds goes on without it.
 */

/** RFC 9110 §13.1.1 and §13.1.4: If-Match first, else If-Unmodified-Since against the file's time. */
function preconditionFails(request: http.IncomingMessage, stat: fs.Stats): boolean {
  const ifMatch = request.headers['if-match']
  if (ifMatch !== undefined) {
    if (ifMatch.trim() !== '*') return true
    delete request.headers['if-match']
    return false
  }
  const since = Date.parse(request.headers['if-unmodified-since'] ?? '')
  return !Number.isNaN(since) && secondsOf(stat.mtime) * 1000 > since
}

/** A Range that send would answer with 416: well-formed, asking nothing the file holds, and not voided by If-Range. */
function rangeUnsatisfiable(request: http.IncomingMessage, stat: fs.Stats): boolean {
  const range = request.headers.range
  if (!range) return false
  const ifRange = request.headers['if-range']
  if (typeof ifRange === 'string') {
    const fresh = !ifRange.includes('"') && secondsOf(stat.mtime) * 1000 <= Date.parse(ifRange)
    if (!fresh) return false
  }
  return parseRange(stat.size, range, { combine: true }) === -1
}

/**
 * The static files (Next's build output under /_next/static/ and site/public): Next serves them,
 * but turns send's 405, 412 and 416 into a 500 (it renders a /405, /412 or /416 page the App
 * Router has not; still so in 16.4.6). Those answers are given here, with a message; everything
 * else goes on to Next.
 */
export function staticFileRefusals(siteDir: string): (request: http.IncomingMessage, pathname: string) => Refusal | null {
  const publicFiles = filesUnder(path.join(siteDir, 'public'))
  const buildRoot = path.join(siteDir, '.next', 'static')

  const fileAt = (pathname: string): string | null => {
    const decoded = decodeURIComponent(pathname)
    if (publicFiles.has(decoded)) return publicFiles.get(decoded)!
    if (!decoded.startsWith('/_next/static/')) return null
    const file = path.join(buildRoot, decoded.slice('/_next/static/'.length))
    return file.startsWith(buildRoot + path.sep) ? file : null
  }

  return (request, pathname) => {
    const method = request.method ?? 'GET'
    const reading = READ_METHODS.includes(method)
    const conditional = ['range', 'if-match', 'if-unmodified-since'].some((header) => request.headers[header])
    if (reading && !conditional) return null
    const file = fileAt(pathname)
    const stat = file ? fs.statSync(file, { throwIfNoEntry: false }) : undefined
    if (!stat?.isFile()) return null
    if (!reading) return methodNotAllowed(method, READ_METHODS, 'for a file')
    if (preconditionFails(request, stat)) return { status: 412, message: 'The file is not the version the request names (If-Match, If-Unmodified-Since): ask for it without the condition.' }
    if (rangeUnsatisfiable(request, stat)) {
      return { status: 416, message: `The range asks for bytes the file does not hold; it has ${stat.size}.`, headers: { 'content-range': `bytes */${stat.size}` } }
    }
    return null
  }
}
