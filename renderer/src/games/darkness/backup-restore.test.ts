import { describe, expect, it } from 'vitest';
import { restoreThenReload } from './backup-rows';
import { darknessEn, darknessEs } from './i18n/messages';

describe('restoring a safety copy', () => {
  it('D160 reads everything again only after the restore is done, and not at all when it is refused', async () => {
    const order: string[] = [];
    const reload = (name: string) => async () => void order.push(name);
    const done = await restoreThenReload(async () => (order.push('restore'), { movedTo: 'velada-replaced.db' }), [reload('saves'), reload('catalog'), reload('copies')]);
    expect(done).toEqual({ movedTo: 'velada-replaced.db' });
    expect(order[0]).toBe('restore');
    expect(order.slice(1).sort()).toEqual(['catalog', 'copies', 'saves']);

    order.length = 0;
    expect(await restoreThenReload(async () => (order.push('restore'), null), [reload('saves')])).toBeNull();
    expect(order).toEqual(['restore']);
  });

  it('D159 the question says the current file is moved aside, never deleted, in both languages', () => {
    const es = (darknessEs.backups as Record<string, string>).confirmBody!;
    const en = (darknessEn.backups as Record<string, string>).confirmBody!;
    expect(es).toMatch(/no se borra/);
    expect(es).toMatch(/aparta/);
    expect(en).toMatch(/not deleted/);
    expect(en).toMatch(/moved aside/);
  });
});
