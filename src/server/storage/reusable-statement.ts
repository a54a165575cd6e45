import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Database } from './database';

type Writer = Transaction<Database> | Kysely<Database>;

/**
 * A statement whose text never changes, only its values, built and compiled by Kysely once rather than on every run
 * (issue #19: on SQLite, where a submit batch's time is this process's CPU, building the rollups' upsert of a handful
 * of rows cost ~100 µs a batch, two thirds of the statement's share). `build` makes the statement from its values;
 * the first run's compilation is kept when its parameters are exactly those values in order, so another run's values
 * can take their place; otherwise (a constant became a parameter) it is compiled every time. One kept per dialect.
 * A Kysely with plugins (tests that record statements) compiles every time, so its plugins see every statement.
 */
export function reusableStatement<Values extends unknown[]>(build: (db: Writer, ...values: Values) => Compilable<unknown>) {
  const kept = new Map<unknown, CompiledQuery | null>();
  return async (db: Writer, ...values: Values): Promise<void> => {
    const executor = db.getExecutor();
    if (executor.plugins.length > 0) {
      await db.executeQuery(build(db, ...values));
      return;
    }
    const dialect = executor.adapter.constructor;
    const known = kept.get(dialect);
    if (known) {
      await db.executeQuery({ ...known, parameters: values });
      return;
    }
    const compiled = build(db, ...values).compile();
    if (known === undefined) kept.set(dialect, sameValues(compiled.parameters, values) ? compiled : null);
    await db.executeQuery(compiled);
  };
}

const sameValues = (parameters: readonly unknown[], values: readonly unknown[]) =>
  parameters.length === values.length && parameters.every((parameter, index) => parameter === values[index]);
