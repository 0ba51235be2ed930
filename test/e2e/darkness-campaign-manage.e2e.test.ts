/**
 * Campaign management a family expects (issue 22, point 9): a campaign renamed in place and
 * archived (out of the new game's list, shown apart, and back again), a lent copy that says which
 * campaign it came from, and a retired character dated by its retirement, not by when it joined.
 */
import { describe, expect, it } from 'vitest';
import { PREGENS, pregenChoice } from '../../shared/games/darkness/characters';
import { hostApi, useApp } from './harness';

const app = useApp();
const api = <T>(command: string, body: unknown) => hostApi<T>(app.host, command, body);

describe('managing a campaign', () => {
  it('renames and archives a campaign, names a lent copy’s origin and dates a retirement', async () => {
    const { page } = app;
    const home = await api<{ id: string }>('darkness.campaigns.create', { name: 'Casa', mode: 'standard', houseRules: {} });
    const cousins = await api<{ id: string }>('darkness.campaigns.create', { name: 'Primos', mode: 'standard', houseRules: {} });
    const nora = await api<{ id: string }>('darkness.characters.create', { choice: { ...pregenChoice(PREGENS[0]!, 'es'), name: 'Nora' }, who: 'Ana', campaignId: home.id });
    const lent = await api<{ members: { characterId: string }[] }>('darkness.campaigns.lend', { characterId: nora.id, toCampaignId: cousins.id, fromCampaignId: home.id });
    const copy = lent.members[0]!.characterId;
    await api('darkness.characters.retire', { characterId: copy, who: 'Luis', why: 'se muda' });

    // The lent copy names where it came from; a retired member reads as retired on a date, not "since".
    await page.goto(`${app.host.url}/?campaign=${cousins.id}#/darkness/campaigns/${cousins.id}`);
    await page.getByTestId(`campaign-member-${copy}`).waitFor();
    // The origin's name comes with the campaigns list, a moment after the member: wait for it.
    await expect.poll(() => page.getByTestId(`campaign-member-lent-${copy}`).innerText()).toBe('Copia prestada de «Casa»');
    const line = await page.getByTestId(`campaign-member-line-${copy}`).innerText();
    expect(line).toContain('se retiró el');
    expect(line).not.toContain('desde');

    // Renamed in place.
    await page.goto(`${app.host.url}/?campaign=${home.id}#/darkness/campaigns/${home.id}`);
    await page.getByTestId('campaign-manage').waitFor();
    await page.getByTestId('campaign-rename').click();
    await page.getByTestId('campaign-rename-input').fill('   ');
    await page.getByTestId('campaign-rename-save').click();
    await page.getByTestId('campaign-manage-error').waitFor();
    expect(await page.getByTestId('campaign-title').innerText()).toBe('Casa');
    await page.getByTestId('campaign-rename-input').fill('Casa de los abuelos');
    await page.getByTestId('campaign-rename-save').click();
    await expect.poll(() => page.getByTestId('campaign-title').innerText()).toBe('Casa de los abuelos');
    expect(await page.getByTestId('campaign-manage-note').innerText()).toContain('Casa de los abuelos');

    // Archived: it leaves the new game's list and the campaigns page shows it apart; then it comes back.
    await page.getByTestId('campaign-archive').click();
    await page.getByTestId('campaign-archived-note').waitFor();
    expect(await page.getByTestId('campaign-manage').getAttribute('data-archived')).toBe('true');
    await page.goto(`${app.host.url}/?list=1#/darkness/campaigns`);
    await page.getByTestId('campaigns-archived').waitFor();
    expect(await page.getByTestId('campaigns-archived').getByTestId(`campaign-row-${home.id}`).count()).toBe(1);
    expect(await page.getByTestId('campaigns-active').getByTestId(`campaign-row-${home.id}`).count()).toBe(0);
    await page.goto(`${app.host.url}/?new=1#/new/darkness`);
    await page.getByTestId('campaign-select').waitFor();
    await expect.poll(() => page.getByTestId('campaign-select').locator('option').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('Primos')]));
    expect((await page.getByTestId('campaign-select').locator('option').allInnerTexts()).join('|')).not.toContain('abuelos');
    await page.goto(`${app.host.url}/?back=1#/darkness/campaigns/${home.id}`);
    await page.getByTestId('campaign-archive').click();
    await expect.poll(() => page.getByTestId('campaign-manage').getAttribute('data-archived')).toBe('false');
    expect(await page.getByTestId('campaign-archived-note').count()).toBe(0);
    expect(app.problems).toEqual([]);
  });
});
