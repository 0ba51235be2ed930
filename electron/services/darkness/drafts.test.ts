/** Wizard drafts kept across a restart: saved whole, read back, cleared, size-limited. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { darknessRows, openDarknessDb } from '../../../test/persistence/darkness-fixtures';
import { serviceErrorOf } from '../../../test/persistence/looper-fixtures';
import { MIGRATIONS_DIR } from '../../../test/fixtures/temp-data';
import type { Db } from '../database';
import { JSON_MAX_DEPTH } from '../../../shared/ipc/json-depth';
import { DARKNESS_DRAFT_MAX_CHARS, DarknessDraftService } from './drafts';

let db: Db;
let file: string;
let close: () => void;
let drafts: DarknessDraftService;

beforeEach(async () => {
  ({ db, file, close } = await openDarknessDb('darkness-drafts'));
  drafts = new DarknessDraftService(db);
});
afterEach(() => close());

describe('DarknessDraftService', () => {
  it('answers null for a draft never saved, then gives back exactly what was saved, replaced whole', () => {
    expect(drafts.get('creation', 'nuevo')).toEqual({ kind: 'creation', key: 'nuevo', draft: null, updatedAt: null });
    drafts.save('creation', 'nuevo', { step: 2, name: 'Marta', attributes: { speed: 3 } });
    const second = drafts.save('creation', 'nuevo', { step: 3 });
    expect(drafts.get('creation', 'nuevo')).toEqual(second);
    expect(second.draft).toEqual({ step: 3 });
    expect(second.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('keeps creation and end-of-game drafts apart, and one key apart from another', () => {
    drafts.save('creation', 'c1', { a: 1 });
    drafts.save('endOfGame', 'c1', { b: 2 });
    drafts.save('creation', 'c2', { c: 3 });
    expect(drafts.get('creation', 'c1').draft).toEqual({ a: 1 });
    expect(drafts.get('endOfGame', 'c1').draft).toEqual({ b: 2 });
    expect(drafts.get('creation', 'c2').draft).toEqual({ c: 3 });
  });

  it('D102 a draft survives closing and reopening the data file (a restart)', async () => {
    drafts.save('endOfGame', 'camp-1', { winner: 'x', vp: { x: 12 } });
    db.close();
    const reopened = await openDatabase(file, { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
    try {
      expect(new DarknessDraftService(reopened).get('endOfGame', 'camp-1').draft).toEqual({ winner: 'x', vp: { x: 12 } });
    } finally {
      reopened.close();
    }
  });

  it('clears a draft, and clearing one that is not there says so without failing', () => {
    drafts.save('creation', 'nuevo', { step: 1 });
    expect(drafts.clear('creation', 'nuevo')).toEqual({ cleared: true });
    expect(drafts.get('creation', 'nuevo').draft).toBeNull();
    expect(drafts.clear('creation', 'nuevo')).toEqual({ cleared: false });
  });

  it('refuses an oversized draft and keeps the one saved before', () => {
    drafts.save('creation', 'nuevo', { step: 1 });
    const before = darknessRows(db);
    const error = serviceErrorOf(() => drafts.save('creation', 'nuevo', { text: 'x'.repeat(DARKNESS_DRAFT_MAX_CHARS) }));
    expect(error.code).toBe('darkness_draft_too_large');
    expect(darknessRows(db)).toEqual(before);
  });

  it('S30 refuses a draft nested 100,000 deep as json_too_deep (it overflowed the stack), keeping the one saved before', () => {
    drafts.save('creation', 'nuevo', { step: 1 });
    const before = darknessRows(db);
    const deep = JSON.parse(`{"step":${'['.repeat(100_000)}${']'.repeat(100_000)}}`) as Record<string, unknown>;
    expect(serviceErrorOf(() => drafts.save('creation', 'nuevo', deep))).toMatchObject({ code: 'json_too_deep', params: { max: JSON_MAX_DEPTH } });
    expect(darknessRows(db)).toEqual(before);
  });
});
