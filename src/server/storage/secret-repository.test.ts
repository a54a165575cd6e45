import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import { postgresTestDriver, sqliteTestDriver, type TestDriver } from './test-drivers';

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const drivers: TestDriver[] = [sqliteTestDriver(), ...(postgresUrl ? [postgresTestDriver(postgresUrl)] : [])];

describe.each(drivers)('secrets on $name (issue #24: generated secrets shared through the database)', (driver) => {
  afterAll(() => driver.cleanup());

  it('keeps the first value stored under a name, even when two storages on one database create it at once', async () => {
    const options = await driver.fresh();
    const [a, b] = [await createStorage(options), await createStorage(options)];
    try {
      const values = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).secrets.getOrCreate('agent-token', () => `value-${i}`, i)));
      expect(new Set(values).size).toBe(1);
      expect(await b.secrets.get('agent-token')).toBe(values[0]);
      expect(await a.secrets.getOrCreate('agent-token', () => 'later', 99)).toBe(values[0]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('replaces a value on put and forgets it on delete', async () => {
    const storage = await createStorage(await driver.fresh());
    try {
      expect(await storage.secrets.get('setup-token')).toBeUndefined();
      await storage.secrets.put('setup-token', 'one', 1);
      await storage.secrets.put('setup-token', 'two', 2);
      expect(await storage.secrets.get('setup-token')).toBe('two');
      await storage.secrets.delete('setup-token');
      expect(await storage.secrets.getOrCreate('setup-token', () => 'three', 3)).toBe('three');
    } finally {
      await storage.close();
    }
  });
});
