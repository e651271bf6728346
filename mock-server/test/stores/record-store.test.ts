import { describe, expect, it, vi } from 'vitest';
import { notSavedMessage, RecordStore, storeFullMessage } from '../../src/stores/record-store';

const record = (id: string) => ({ id, name: `record ${id}` });

describe('RecordStore', () => {
  it('keeps insertion order and answers newest first', async () => {
    const store = new RecordStore<{ id: string; name: string }>({ max: 10 });
    await store.add(record('a'));
    await store.add(record('b'));
    expect(store.all().map((r) => r.id)).toEqual(['a', 'b']);
    expect(store.newestFirst().map((r) => r.id)).toEqual(['b', 'a']);
    expect(store.get('a')).toEqual(record('a'));
    expect(store.find((r) => r.id === 'b')).toEqual(record('b'));
  });

  it('drops the oldest records beyond its cap when it rotates (the dev outbox)', async () => {
    const store = new RecordStore({ max: 2 }, [record('a'), record('b'), record('c')]);
    expect(store.all().map((r) => r.id)).toEqual(['b', 'c']);
    await store.add(record('d'));
    expect(store.all().map((r) => r.id)).toEqual(['c', 'd']);
  });

  describe('a store that refuses when full (never drops a record)', () => {
    const refuseWhenFull = { name: 'whitelist', noun: 'requests' };
    const message = storeFullMessage('whitelist', 2, 'requests');

    it('answers a new record at the cap with a 507 naming the store, its cap and the fix', async () => {
      const save = vi.fn(async () => {});
      const onChange = vi.fn();
      const store = new RecordStore({ max: 2, refuseWhenFull, save, onChange }, [
        record('a'),
        record('b'),
      ]);
      await expect(store.add(record('c'))).rejects.toMatchObject({ statusCode: 507, message });
      expect(store.all().map((r) => r.id)).toEqual(['a', 'b']);
      expect(save).not.toHaveBeenCalled();
      expect(onChange).not.toHaveBeenCalled();
      expect(message).toBe(
        "The mock's whitelist store is full (2 requests): nothing was saved. Remove some in the developer console (/__mock/), or empty every store with POST /__mock/reset.",
      );
    });

    it('takes a record again once one is removed, and replaces a kept one at the cap', async () => {
      const store = new RecordStore({ max: 2, refuseWhenFull }, [record('a'), record('b')]);
      await store.add({ id: 'b', name: 'b again' });
      expect(store.get('b')?.name).toBe('b again');
      await store.delete('a');
      await store.add(record('c'));
      expect(store.all().map((r) => r.id)).toEqual(['b', 'c']);
    });

    it('loads every saved record, even beyond a lowered cap', () => {
      const store = new RecordStore({ max: 2, refuseWhenFull }, [
        record('a'),
        record('b'),
        record('c'),
      ]);
      expect(store.size).toBe(3);
    });

    it('drops none of them when one is replaced beyond the cap', async () => {
      const store = new RecordStore({ max: 2, refuseWhenFull }, [
        record('a'),
        record('b'),
        record('c'),
      ]);
      await store.add({ id: 'c', name: 'c again' });
      expect(store.all().map((r) => r.id)).toEqual(['a', 'b', 'c']);
    });

    it('formats a large cap as people read it', () => {
      expect(storeFullMessage('whitelist', 10_000, 'requests')).toContain('(10,000 requests)');
    });
  });

  it('saves after each change, and only after a change', async () => {
    const save = vi.fn(async () => {});
    const store = new RecordStore({ max: 10, save }, [record('a')]);
    await store.add(record('b'));
    await store.delete('a');
    await store.delete('missing');
    await store.retain(() => true);
    await store.retain((r) => r.id !== 'b');
    await store.clear();
    expect(save.mock.calls).toEqual([[[record('a'), record('b')]], [[record('b')]], [[]], [[]]]);
  });
});

/** A save whose calls wait until the test settles them, one by one. */
function controlledSave() {
  const calls: Array<{
    records: Array<{ id: string }>;
    resolve: () => void;
    reject: (error: Error) => void;
  }> = [];
  const save = (records: Array<{ id: string }>) =>
    new Promise<void>((resolve, reject) => calls.push({ records, resolve, reject }));
  return { calls, save };
}

type Named = ReturnType<typeof record>;
const ids = (store: RecordStore<{ id: string }>) => store.all().map((r) => r.id);
const diskFull = () =>
  Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

describe('RecordStore, when a save fails', () => {
  it.each([
    ['add', (store: RecordStore<Named>) => store.add(record('c'))],
    ['delete', (store: RecordStore<Named>) => store.delete('a')],
    ['retain', (store: RecordStore<Named>) => store.retain((r) => r.id === 'b')],
    ['clear', (store: RecordStore<Named>) => store.clear()],
  ])('%s rejects with a 503 and leaves the records as they were', async (_name, change) => {
    const store = new RecordStore({ max: 10, save: async () => Promise.reject(diskFull()) }, [
      record('a'),
      record('b'),
    ]);
    const failed = change(store);
    await expect(failed).rejects.toMatchObject({ statusCode: 503, message: notSavedMessage });
    await expect(failed).rejects.toHaveProperty('cause.code', 'ENOSPC');
    expect(store.all()).toEqual([record('a'), record('b')]);
  });

  it('brings back a record the cap had dropped for the change', async () => {
    const store = new RecordStore({ max: 2, save: async () => Promise.reject(diskFull()) }, [
      record('a'),
      record('b'),
    ]);
    await expect(store.add(record('c'))).rejects.toThrow(notSavedMessage);
    expect(store.all()).toEqual([record('a'), record('b')]);
  });

  it('shows a change at once and shares one write among the changes made while one runs', async () => {
    const { calls, save } = controlledSave();
    const store = new RecordStore<{ id: string }>({ max: 10, save });
    const first = store.add(record('a'));
    expect(ids(store)).toEqual(['a']);
    const second = store.add(record('b'));
    const third = store.add(record('c'));
    expect(calls).toHaveLength(1);
    calls[0]?.resolve();
    await first;
    expect(calls.map((call) => call.records.map((r) => r.id))).toEqual([['a'], ['a', 'b', 'c']]);
    calls[1]?.resolve();
    await Promise.all([second, third]);
  });

  it('fails the changes queued behind a failed write too, and keeps working afterwards', async () => {
    const { calls, save } = controlledSave();
    const store = new RecordStore<{ id: string }>({ max: 10, save }, [record('a')]);
    const first = store.add(record('b'));
    const queued = store.add(record('c'));
    calls[0]?.reject(diskFull());
    await expect(first).rejects.toThrow(notSavedMessage);
    await expect(queued).rejects.toThrow(notSavedMessage);
    // Memory is what the disk holds; the queued write never ran.
    expect(ids(store)).toEqual(['a']);
    expect(calls).toHaveLength(1);

    const next = store.add(record('d'));
    calls[1]?.resolve();
    await next;
    expect(calls[1]?.records.map((r) => r.id)).toEqual(['a', 'd']);
  });

  it('rolls back to the last good write, not to the load', async () => {
    const { calls, save } = controlledSave();
    const store = new RecordStore<{ id: string }>({ max: 10, save });
    const first = store.add(record('a'));
    calls[0]?.resolve();
    await first;
    const second = store.add(record('b'));
    calls[1]?.reject(diskFull());
    await expect(second).rejects.toThrow(notSavedMessage);
    expect(ids(store)).toEqual(['a']);
  });
});
