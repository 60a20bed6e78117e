import { describe, expect, it } from 'vitest'
import { FrontendReader } from './pgProtocol'

const int32 = (value: number) => {
  const buffer = Buffer.alloc(4)
  buffer.writeInt32BE(value)
  return buffer
}
const int16 = (value: number) => Buffer.from([value >> 8, value & 0xff])
const cstr = (text: string) => Buffer.from(`${text}\0`)
const startup = (code: number, rest = Buffer.alloc(0)) => Buffer.concat([int32(8 + rest.length), int32(code), rest])
const message = (type: string, body: Buffer) => Buffer.concat([Buffer.from(type), int32(body.length + 4), body])

const STARTUP = startup(196_608, Buffer.concat([cstr('user'), cstr('postgres'), cstr('')]))
const query = (sql: string) => message('Q', cstr(sql))
const parse = (name: string, sql: string) => message('P', Buffer.concat([cstr(name), cstr(sql), int16(0)]))
const bind = (portal: string, statement: string) => message('B', Buffer.concat([cstr(portal), cstr(statement), int16(0), int16(0), int16(0)]))
const execute = (portal: string) => message('E', Buffer.concat([cstr(portal), int32(0)]))
const SYNC = message('S', Buffer.alloc(0))

describe('FrontendReader', () => {
  it('tells the simple queries a client sends after its startup message', () => {
    const reader = new FrontendReader()
    expect(reader.push(Buffer.concat([STARTUP, query('SELECT 1'), query('BEGIN')]))).toEqual(['SELECT 1', 'BEGIN'])
  })

  it('tells an extended query when it is executed, by its portal and statement', () => {
    const reader = new FrontendReader()
    reader.push(STARTUP)
    expect(reader.push(Buffer.concat([parse('', 'select * from "albums" where "slug" = $1'), bind('', '')]))).toEqual([])
    expect(reader.push(Buffer.concat([execute(''), SYNC]))).toEqual(['select * from "albums" where "slug" = $1'])
  })

  it('runs a named statement again without parsing it again', () => {
    const reader = new FrontendReader()
    reader.push(Buffer.concat([STARTUP, parse('s1', 'SELECT now()'), bind('', 's1'), execute(''), SYNC]))
    expect(reader.push(Buffer.concat([bind('', 's1'), execute(''), SYNC]))).toEqual(['SELECT now()'])
  })

  it('follows messages split anywhere across chunks', () => {
    const bytes = Buffer.concat([STARTUP, query('SELECT 1'), parse('', 'SELECT 2'), bind('', ''), execute(''), SYNC])
    const reader = new FrontendReader()
    const run = [...bytes].flatMap((byte) => reader.push(Buffer.from([byte])))
    expect(run).toEqual(['SELECT 1', 'SELECT 2'])
  })

  it('reads the startup message again after a refused SSLRequest', () => {
    const reader = new FrontendReader()
    expect(reader.push(Buffer.concat([startup(80_877_103), STARTUP, query('SELECT 1')]))).toEqual(['SELECT 1'])
  })

  it('passes over what it cannot follow, such as a TLS session', () => {
    const reader = new FrontendReader()
    expect(reader.push(Buffer.concat([startup(80_877_103), Buffer.from([0x16, 0x03, 0x01, 0x00, 0x2f, 0x01])]))).toEqual([])
    expect(reader.push(query('SELECT 1'))).toEqual([])
  })
})
