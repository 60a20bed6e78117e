import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { AS_RECORDED } from '@cms/collections/Comments/hooks/markEdited'
import { transactionDb } from '@platform/payloadRequestDb'

/**
 * The import's writes, in transactions of a few hundred rows, each row behind a savepoint: a row
 * that fails is rolled back alone and leaves nothing half-written, and the rows before it stay.
 * A dry run is one transaction, rolled back at the end: it makes every decision a real run
 * would, against the same rules, and writes nothing.
 *
 * The request carries its transaction as a settled promise: Payload's operations then join it
 * (initTransaction waits for it) but neither commit it nor roll it back when they fail
 * (commitTransaction and killTransaction act only on an id they own), which leaves both to us.
 */
export class ImportTransaction {
  private id: string | number | null = null
  private rowsInTransaction = 0

  private constructor(
    readonly payload: Payload,
    readonly req: PayloadRequest,
    private readonly dryRun: boolean,
    private readonly rowsPerTransaction: number,
  ) {}

  static async open(payload: Payload, { dryRun, rowsPerTransaction }: { dryRun: boolean; rowsPerTransaction: number }) {
    // The CLI's process has no cache of the site's to expire: the run expires the tags once at its end.
    const req = await createLocalReq({ context: { skipRevalidate: true, [AS_RECORDED]: true } }, payload)
    const transaction = new ImportTransaction(payload, req, dryRun, rowsPerTransaction)
    await transaction.begin()
    return transaction
  }

  private async begin(): Promise<void> {
    const id = await this.payload.db.beginTransaction()
    if (id === null) throw new Error('The database adapter offers no transactions.')
    this.id = id
    this.req.transactionID = Promise.resolve(id)
    this.rowsInTransaction = 0
  }

  private async execute(statement: string): Promise<void> {
    await (await transactionDb(this.req)).execute(sql.raw(statement))
  }

  /** Runs one row's writes: all of them land, or none. */
  async row<T>(write: () => Promise<T>): Promise<T> {
    await this.execute('SAVEPOINT import_row')
    try {
      const result = await write()
      await this.execute('RELEASE SAVEPOINT import_row')
      return result
    } catch (error) {
      await this.execute('ROLLBACK TO SAVEPOINT import_row')
      throw error
    }
  }

  /** After a row: commits every so many rows on a real run, so a long import holds no lock for long. */
  async rowDone(): Promise<void> {
    if (this.dryRun || ++this.rowsInTransaction < this.rowsPerTransaction) return
    await this.payload.db.commitTransaction(this.id!)
    await this.begin()
  }

  /** Commits what is left (a real run) or rolls everything back (a dry run, or a failed run's last rows). */
  async close(commit: boolean): Promise<void> {
    if (this.id === null) return
    const id = this.id
    this.id = null
    delete this.req.transactionID
    if (commit && !this.dryRun) await this.payload.db.commitTransaction(id)
    else await this.payload.db.rollbackTransaction(id)
  }
}
