// The delivery screens of issue 15 in Chromium, in English and in Hungarian (the flows are declared once and run
// for each language, on one stack and one signed-in context per language): admin@ cancels a delivery job (a
// refused cancel of a finished job shows the toast titled with the delivery id and the platform's message),
// sends out an initialized job, raises a job's priority, creates a provider job and closes it; sends two jobs to
// pedal-me, refused first without a pickup time; and a courier move by the sandbox's simulator step updates the
// open deliveries list without a reload (the stack runs the sandbox with the simulator off, so the test takes the
// step itself). Every test picks jobs no other test has used, by their state at that moment.
import { advanceDeliveries } from '@backoffice/sandbox/node';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Language } from '../support/entityScreens';
import { axeViolations, entityScreenTexts, openPage, signedInContext, toast } from '../support/entityScreens';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

/** The courier statuses the simulator moves through, in order (packages/sandbox/src/courierFlow.ts). */
const FLOW = [
  'new',
  'initialized',
  'queued',
  'searching',
  'picking',
  'almost_picking',
  'waiting_at_pickup',
  'delivering',
  'almost_delivering',
  'waiting_at_dropoff',
  'delivered',
] as const;

const texts = {
  en: {
    list: 'Deliveries list',
    sections: ['Pickup address', 'Pickup contact', 'Drop-off', 'Dispatch'],
    courier: {
      new: 'New (Ongoing)',
      initialized: 'Initialised (Ongoing)',
      queued: 'Queued (Ongoing)',
      searching: 'Searching for a courier (Ongoing)',
      picking: 'Picking up (Ongoing)',
      almost_picking: 'Almost at pickup (Ongoing)',
      waiting_at_pickup: 'Waiting at pickup (Ongoing)',
      delivering: 'Delivering (Delivering)',
      almost_delivering: 'Almost at drop-off (Delivering)',
      waiting_at_dropoff: 'Waiting at drop-off (Delivering)',
      delivered: 'Delivered (Finished)',
    } as Record<(typeof FLOW)[number], string>,
    cancel: 'Cancel the delivery',
    cancelTitle: (id: number) => `Cancel delivery ${id}?`,
    cancelled: (id: number) => `Delivery ${id} cancelled`,
    refused: (id: number, message: string) => `Delivery ${id}: ${message}`,
    cancelledChip: 'Cancelled',
    sendOut: 'Send out',
    sentOut: 'Delivery sent out',
    queuedChip: 'Queued',
    setPriority: 'Set priority',
    priorityTitle: (id: number) => `Priority of delivery ${id}`,
    priority: 'Priority (0 to 100, 0 is none)',
    savePriority: 'Save the priority',
    priorityUpdated: 'Priority updated',
    newProviderJob: 'New provider job',
    createProviderJob: 'Create the provider job',
    providerJobCreated: 'Provider job created',
    providerJobs: (identifier: string) => `Provider jobs of order ${identifier}`,
    rowActions: 'Row actions',
    close: 'Close',
    pedalMe: 'Pedal-me hand-over',
    pickupTime: 'Pickup time',
    send: 'Send to pedal-me',
    pickupRequired: 'Give a pickup time.',
    sent: 'Sent to pedal-me',
  },
  hu: {
    list: 'Kiszállítások listája',
    sections: ['Átvételi cím', 'Kapcsolattartó az átvételnél', 'Leadás', 'Kiosztás'],
    courier: {
      new: 'Új (Folyamatban)',
      initialized: 'Létrehozva (Folyamatban)',
      queued: 'Sorban áll (Folyamatban)',
      searching: 'Futárkeresés (Folyamatban)',
      picking: 'Átvétel alatt (Folyamatban)',
      almost_picking: 'Hamarosan az átvételi ponton (Folyamatban)',
      waiting_at_pickup: 'Vár az átvételi ponton (Folyamatban)',
      delivering: 'Kiszállítás alatt (Szállítás alatt)',
      almost_delivering: 'Hamarosan a célállomáson (Szállítás alatt)',
      waiting_at_dropoff: 'Vár a célállomáson (Szállítás alatt)',
      delivered: 'Kiszállítva (Befejezett)',
    } as Record<(typeof FLOW)[number], string>,
    cancel: 'Kiszállítás törlése',
    cancelTitle: (id: number) => `Törli a(z) ${id} kiszállítást?`,
    cancelled: (id: number) => `A(z) ${id} kiszállítás törölve`,
    refused: (id: number, message: string) => `${id} kiszállítás: ${message}`,
    cancelledChip: 'Törölve',
    sendOut: 'Kiküldés',
    sentOut: 'Kiszállítás kiküldve',
    queuedChip: 'Sorban áll',
    setPriority: 'Prioritás beállítása',
    priorityTitle: (id: number) => `A(z) ${id} kiszállítás prioritása`,
    priority: 'Prioritás (0–100, a 0 nem elsőbbségi)',
    savePriority: 'Prioritás mentése',
    priorityUpdated: 'Prioritás módosítva',
    newProviderJob: 'Új szolgáltatói feladat',
    createProviderJob: 'Szolgáltatói feladat létrehozása',
    providerJobCreated: 'Szolgáltatói feladat létrehozva',
    providerJobs: (identifier: string) => `A(z) ${identifier} rendelés szolgáltatói feladatai`,
    rowActions: 'Sor műveletei',
    close: 'Lezárás',
    pedalMe: 'Átadás a pedal-me-nek',
    pickupTime: 'Átvétel ideje',
    send: 'Küldés a pedal-me-nek',
    pickupRequired: 'Adja meg az átvétel idejét.',
    sent: 'Elküldve a pedal-me-nek',
  },
} satisfies Record<Language, unknown>;

type Job = {
  id: number;
  status?: string;
  courierStatus?: string;
  orders: string[];
  priority?: number;
  deliveryMethod?: string;
};

let stack: Stack;
const used = new Set<number>();
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const store = () => stack.sandbox.sandbox.store;
const jobs = () => store().list('delivery-jobs') as unknown as Job[];
const job = (id: number) => jobs().find((entry) => entry.id === id);
/** A delivery job no test has used yet that passes `test`; marked as used. */
function pick(test: (job: Job) => boolean): Job {
  const found = jobs().find((entry) => !used.has(entry.id) && test(entry));
  if (!found) throw new Error('the seed has no more delivery jobs of that kind');
  used.add(found.id);
  return found;
}
const orderApproved = (entry: Job) => entry.orders.some((id) => store().order(id)?.status === 'approved');

describe.each<Language>(['en', 'hu'])('deliveries (%s)', (language) => {
  const T = texts[language];
  const N = entityScreenTexts[language];
  let context: BrowserContext;
  beforeAll(async () => {
    context = await signedInContext(stack, language);
  });
  afterAll(async () => {
    await context?.close();
  });
  const openJob = async (id: number) => {
    const page = await openPage(context, `/deliveries/${id}`);
    await page.getByRole('button', { name: T.setPriority }).waitFor();
    return page;
  };
  const seeToast = (page: Page, title: string) => toast(page, N, title).waitFor();

  it('cancels a delivery job, and a refused cancel shows a toast titled with the delivery id and the message', async () => {
    const open = pick((entry) => entry.status === 'initialized');
    const page = await openJob(open.id);
    // The whole screen (form, courier, actions, provider jobs, pedal-me, log), before any dialog opens.
    await page.getByRole('region', { name: T.pedalMe }).getByRole('checkbox').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: T.cancel, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: T.cancelTitle(open.id) });
    await dialog.getByRole('button', { name: T.cancel, exact: true }).click();
    await seeToast(page, T.cancelled(open.id));
    expect(job(open.id)?.status).toBe('cancelled');
    await page.getByText(T.cancelledChip, { exact: true }).first().waitFor();

    const finished = pick((entry) => entry.status === 'finished' || entry.status === 'delivered');
    await page.goto(`/deliveries/${finished.id}`);
    await page.getByRole('button', { name: T.cancel, exact: true }).click();
    await page
      .getByRole('alertdialog', { name: T.cancelTitle(finished.id) })
      .getByRole('button', { name: T.cancel, exact: true })
      .click();
    const message = `The delivery job cannot be cancelled in status ${String(finished.status)}.`;
    await seeToast(page, T.refused(finished.id, message));
    expect(job(finished.id)?.status).toBe(finished.status);
    await page.close();
  });

  it('sends out an initialized job, offered only while it is initialized', async () => {
    const initialized = pick((entry) => entry.status === 'initialized');
    const page = await openJob(initialized.id);
    await page.getByRole('button', { name: T.sendOut, exact: true }).click();
    await seeToast(page, T.sentOut);
    await expect.poll(() => job(initialized.id)?.status).toBe('queued');
    await expect.poll(() => page.getByRole('button', { name: T.sendOut, exact: true }).count()).toBe(0);
    await page.getByText(T.queuedChip, { exact: true }).first().waitFor();
    await page.close();
  });

  it("raises a job's priority", async () => {
    const target = pick((entry) => (entry.priority ?? 0) === 0 && entry.status !== 'cancelled');
    const page = await openJob(target.id);
    await page.getByRole('button', { name: T.setPriority }).click();
    const dialog = page.getByRole('dialog', { name: T.priorityTitle(target.id) });
    await dialog.getByRole('textbox', { name: T.priority }).fill('5');
    await dialog.getByRole('button', { name: T.savePriority }).click();
    await seeToast(page, T.priorityUpdated);
    await expect.poll(() => job(target.id)?.priority).toBe(5);
    await page.close();
  });

  it('creates a provider job and closes it', async () => {
    const target = pick((entry) => entry.status === 'queued' && entry.orders.length > 0);
    const identifier = String(store().order(target.orders[0] ?? '')?.identifier);
    const page = await openJob(target.id);
    await page.getByRole('button', { name: T.newProviderJob }).click();
    await page.waitForURL((url) => url.pathname === `/deliveries/${target.id}/create-provider-job`);
    await page.getByRole('button', { name: T.createProviderJob }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: T.createProviderJob }).click();
    await seeToast(page, T.providerJobCreated);
    await page.waitForURL((url) => url.pathname === `/deliveries/${target.id}`);
    const table = page.getByRole('table', { name: T.providerJobs(identifier) });
    const row: Locator = table.getByRole('row').nth(1);
    await row.waitFor();
    await row.getByRole('button', { name: T.rowActions }).click();
    await page.getByRole('menuitem', { name: T.close, exact: true }).click();
    await expect.poll(() => row.textContent()).toContain('closed');
    const providerJobs = store().list('delivery-provider-jobs') as Array<{ status?: string }>;
    expect(providerJobs.some((entry) => entry.status === 'closed')).toBe(true);
    await page.close();
  });

  it('sends two jobs to pedal-me: refused without a pickup time, then sent', async () => {
    const anchor = pick((entry) => entry.status === 'initialized');
    const page = await openJob(anchor.id);
    const card = page.getByRole('region', { name: T.pedalMe });
    const boxes = card.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThan(1);
    const sentBefore = jobs().filter((entry) => entry.deliveryMethod === 'pedalme').length;
    await boxes.nth(0).check({ force: true });
    await boxes.nth(1).check({ force: true });
    await card.getByRole('button', { name: T.send }).click();
    await card.getByText(T.pickupRequired).waitFor();
    expect(jobs().filter((entry) => entry.deliveryMethod === 'pedalme')).toHaveLength(sentBefore);
    await card.getByRole('textbox', { name: T.pickupTime }).fill('2030-01-01 12:00');
    await card.getByRole('button', { name: T.send }).click();
    await seeToast(page, T.sent);
    await expect
      .poll(() => jobs().filter((entry) => entry.deliveryMethod === 'pedalme').length)
      .toBe(sentBefore + 2);
    for (const entry of jobs().filter((candidate) => candidate.deliveryMethod === 'pedalme'))
      used.add(entry.id);
    await page.close();
  });

  it('shows the new delivery form with the pickup, contact and drop-off fields, axe-clean', async () => {
    const page = await openPage(context, '/deliveries/create');
    await page.getByRole('form').waitFor();
    for (const section of T.sections)
      await page.getByRole('region', { name: section, exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows a courier move by the simulator in the open list without a reload', async () => {
    const moving = pick(
      (entry) =>
        orderApproved(entry) &&
        FLOW.indexOf(entry.courierStatus as (typeof FLOW)[number]) >= FLOW.indexOf('picking') &&
        FLOW.indexOf(entry.courierStatus as (typeof FLOW)[number]) < FLOW.length - 1,
    );
    const from = moving.courierStatus as (typeof FLOW)[number];
    const to = FLOW[FLOW.indexOf(from) + 1] as (typeof FLOW)[number];
    const page = await openPage(context, '/deliveries');
    const table = page.getByRole('table', { name: T.list });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: String(moving.id), exact: true }) });
    await expect.poll(() => row.textContent()).toContain(T.courier[from]);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    expect(advanceDeliveries(stack.sandbox.sandbox.context)).toBeGreaterThan(0);
    expect(job(moving.id)?.courierStatus).toBe(to);
    await expect.poll(() => row.textContent()).toContain(T.courier[to]);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
