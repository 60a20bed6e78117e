import crypto from 'node:crypto'
import { ValidationError, type CollectionSlug, type FlattenedField, type Payload, type RequiredDataFromCollectionSlug, type TypedCollectionSelect } from 'payload'
import type { Progress } from './progress'
import { lostDatabase } from './lostDatabase'
import { preview } from './preview'
import type { Report } from './report'
import type { LegacyTable } from './source'
import type { ImportTransaction } from './transaction'

export type RowData = Record<string, unknown>

/** What a mapper decided for one legacy row: skip it (and why), or write this data. */
export type Plan =
  /** Not a document of its own; with `sameAs`, the row it is the same as (its rows refer to that one's). */
  | { legacyId: string; skip: string; sameAs?: string }
  | {
      legacyId: string
      data: RowData
      /** Decisions the mapper took on the way (a link rewritten, a reply made top-level), for the report. */
      notes: string[]
      /** Written when the document is created, never on an update (a user's unknown password). */
      createOnly?: RowData
      /** What tells this row changed, when not its data (converted rich text carries fresh node ids each time). */
      source?: RowData
    }

export type ImportContext = {
  payload: Payload
  tx: ImportTransaction
  report: Report
  progress: Progress
  /** Old id -> new id of every row imported so far (or before), per legacy table. */
  ids: Record<LegacyTable, Map<string, number>>
}

type LegacyRow = { id: string | number; unreadable: string[]; refused?: string }

type TableImport<Row extends LegacyRow> = {
  table: LegacyTable
  collection: CollectionSlug
  rows: Row[]
  plan: (row: Row) => Plan | Promise<Plan>
  /** A document already here that this row is (a user with the same e-mail), to link instead of creating. */
  adopt?: (data: RowData) => Promise<number | null>
}

// Bump when a mapper's output changes, so a later run rewrites rows an earlier version imported.
const MAPPING_VERSION = 2

const fingerprint = (data: RowData) =>
  crypto.createHash('sha256').update(`${MAPPING_VERSION}:${JSON.stringify(data)}`).digest('base64url')

/**
 * Marks the fingerprint of a row linked to a document that was here before (an account with the
 * row's e-mail): later runs keep linking it and never write the row's data over the account's own.
 */
const ADOPTED = 'adopted:'
/** Whether a document an earlier run wrote, by its stored fingerprint, holds `data` still. */
export function writtenBefore(stored: string | null, data: RowData): boolean {
  const hash = fingerprint(data)
  return stored === hash || stored === ADOPTED + hash
}

const LINKED_NOTE = 'linked to the account already here with this e-mail; its name, role and password are kept'

/** A row the collection refused for a rule nothing may bend (a required value). */
class RowRefused extends Error {}

async function existingDocs(context: ImportContext, collection: CollectionSlug) {
  const { docs } = await context.payload.find({
    collection,
    where: { legacyId: { exists: true } },
    select: { legacyId: true, legacyHash: true },
    pagination: false,
    depth: 0,
    showHiddenFields: true,
    req: context.tx.req,
  })
  const byLegacyId = new Map<string, { id: number; legacyHash: string | null }>()
  for (const doc of docs as unknown as { id: number; legacyId: string; legacyHash?: string | null }[]) {
    byLegacyId.set(doc.legacyId, { id: doc.id, legacyHash: doc.legacyHash ?? null })
  }
  return byLegacyId
}

/** The option of a select field that `value` names but for its case and spaces ('Published', ' ADMIN'), if any. */
function optionLike(field: FlattenedField, value: unknown): string | undefined {
  if (field.type !== 'select' || typeof value !== 'string') return undefined
  const wanted = value.trim().toLowerCase()
  const values = field.options.map((option) => (typeof option === 'string' ? option : option.value))
  return values.find((candidate) => candidate.toLowerCase() === wanted && candidate !== value)
}

/**
 * The collection's answer to a refused value, decided by the field's own rule: a required value
 * refuses the row; a choice written in another case is read as the option it names; a value with
 * a default gives way to it; any other optional value is dropped.
 */
function decide(fields: FlattenedField[], data: RowData, error: ValidationError, notes: string[]): void {
  for (const { path, message } of error.data.errors) {
    const name = path.split('.')[0]!
    const field = fields.find((candidate) => candidate.name === name)
    const value = data[name]
    const hasDefault = field && 'defaultValue' in field && field.defaultValue !== undefined
    const required = field && 'required' in field && field.required
    const option = field && optionLike(field, value)
    if (option) {
      data[name] = option
      notes.push(`${name} ${preview(value)} read as ${JSON.stringify(option)}`)
      continue
    }
    if (!field || (required && !hasDefault) || value === undefined || value === null) {
      throw new RowRefused(`${name}${value === undefined || value === null ? '' : ` ${preview(value)}`}: ${message}`)
    }
    // A reference holds the id it has here, not the old one: say so.
    const shown = field.type === 'relationship' ? `${name} (${String(field.relationTo)} ${String(value)} here)` : `${name} ${preview(value)}`
    if (hasDefault) {
      delete data[name]
      notes.push(`${shown} became the default: ${message}`)
    } else {
      data[name] = null
      notes.push(`${shown} dropped: ${message}`)
    }
  }
}

// The mappers shape each collection's data; Payload's per-slug types cannot follow a slug chosen at run time.
const asData = (data: RowData) => data as RequiredDataFromCollectionSlug<CollectionSlug>

// The import needs only the new id back: no author to look up, no virtual field to fill.
const ONLY_ID = { id: true } as TypedCollectionSelect[CollectionSlug]

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Creates or updates, through the collection with all its rules, one document per legacy row,
 * keyed by the row's old id, and reports each outcome. A row whose data is what an earlier run
 * wrote is left alone.
 */
export async function importTable<Row extends LegacyRow>(context: ImportContext, spec: TableImport<Row>): Promise<void> {
  const { payload, tx, report, progress } = context
  const { table, collection, rows } = spec
  const fields = payload.collections[collection].config.flattenedFields
  const existing = await existingDocs(context, collection)
  const ids = context.ids[table]
  report.read(table, rows.length)
  progress.step(table, 0, rows.length)

  for (const [index, row] of rows.entries()) {
    const plan = await planOf(spec, row)
    const found = existing.get(plan.legacyId)
    if ('skip' in plan) {
      report.skip(table, plan.legacyId, plan.skip)
      const kept = plan.sameAs === undefined ? undefined : ids.get(plan.sameAs)
      if (kept !== undefined) ids.set(plan.legacyId, kept)
    } else {
      const legacyHash = fingerprint(plan.source ?? plan.data)
      if (found && writtenBefore(found.legacyHash, plan.source ?? plan.data)) {
        ids.set(plan.legacyId, found.id)
        report.count(table, 'unchanged')
      } else {
        try {
          const { id, outcome, notes } = await writeRow(context, spec, fields, plan, legacyHash, found ?? null)
          ids.set(plan.legacyId, id)
          report.count(table, outcome)
          for (const note of notes) report.change(table, plan.legacyId, note)
        } catch (error) {
          // The database gone is no fault of the row's: the run stops, and is not told a skip.
          if (lostDatabase(error)) throw error
          report.skip(table, plan.legacyId, reasonOf(error))
        }
        await tx.rowDone()
      }
    }
    progress.step(table, index + 1, rows.length)
  }
}

/**
 * A row the source could not give whole (text that is not UTF-8) or the mapper could not read
 * (content the converter refuses, say) is skipped like any other; a timestamp no date here can
 * hold was read as missing, which the report says.
 */
async function planOf<Row extends LegacyRow>(spec: TableImport<Row>, row: Row): Promise<Plan> {
  if (row.refused) return { legacyId: String(row.id), skip: row.refused }
  try {
    const plan = await spec.plan(row)
    if ('skip' in plan) return plan
    return { ...plan, notes: [...row.unreadable.map((value) => `${value}: read as missing`), ...plan.notes] }
  } catch (error) {
    return { legacyId: String(row.id), skip: reasonOf(error) }
  }
}

async function writeRow<Row extends LegacyRow>(
  context: ImportContext,
  spec: TableImport<Row>,
  fields: FlattenedField[],
  plan: Extract<Plan, { data: RowData }>,
  legacyHash: string,
  existing: { id: number; legacyHash: string | null } | null,
) {
  const { payload, tx } = context
  const { req } = tx
  const { collection } = spec
  const legacy = { legacyId: plan.legacyId, legacyHash }
  const notes = [...plan.notes]
  const existingId = existing?.id ?? null

  const linkedBefore = existing?.legacyHash?.startsWith(ADOPTED) ? existing.id : null
  const adopted = linkedBefore ?? (existing === null && spec.adopt ? await spec.adopt(plan.data) : null)
  if (adopted !== null) {
    await tx.row(() => payload.update({ collection, id: adopted, data: asData({ ...legacy, legacyHash: ADOPTED + legacyHash }), depth: 0, req }))
    notes.push(LINKED_NOTE)
    return { id: adopted, outcome: 'updated' as const, notes }
  }

  const data = { ...plan.data }
  const { updatedAt } = data
  for (;;) {
    try {
      const id = await tx.row(async () => {
        const doc =
          existingId === null
            ? await payload.create({ collection, data: asData({ ...data, ...plan.createOnly, ...legacy }), depth: 0, select: ONLY_ID, req, draft: false, disableVerificationEmail: true })
            : await payload.update({ collection, id: existingId, data: asData({ ...data, ...legacy }), depth: 0, select: ONLY_ID, req })
        // Payload dates every update now: the row keeps the date it had.
        if (existingId !== null && typeof updatedAt === 'string') {
          await payload.db.updateOne({ collection, id: doc.id, data: { updatedAt }, req, returning: false })
        }
        return doc.id as number
      })
      return { id, outcome: existingId === null ? ('created' as const) : ('updated' as const), notes }
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      decide(fields, data, error, notes)
    }
  }
}
