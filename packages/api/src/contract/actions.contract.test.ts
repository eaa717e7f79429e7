import { describe, expect, it } from 'vitest';

import {
  cloneCompany,
  cloneCustomExport,
  cloneTranslation,
  downloadPublicCustomExport,
  exportCustomExport,
  finishTodoList,
  getAuditLogFor,
  getCustomExport,
  getDynamicSettings,
  getPublicCustomExport,
  getSelectOptions,
  setAllowanceActive,
  setUserEnabled,
  translateTranslation,
  updateDynamicSettings,
} from '../admin/admin.js';
import {
  downloadCloudCanteenLabels,
  downloadCloudCanteenSummary,
  downloadOrderLabel,
  approvePublicOrder,
  downloadPublicCloudCanteenLabels,
  getCanteenBudgetsForUser,
  getCloudCanteenLabelToken,
  setCanteenBudgetForUser,
} from '../canteens/canteens.js';
import {
  createAndQueueProviderJob,
  createDeliveryJob,
  preCreateDeliveryJobs,
  sendToPedalMe,
  deliveryJobCommand,
  deliveryProviderJobCommand,
  getDeliveryJob,
  getDeliveryProviderJob,
  listPedalMeJobs,
  listProviderJobsForOrder,
  setDeliveryJobPriority,
  updateDeliveryJob,
} from '../deliveryJobs/deliveryJobs.js';
import {
  createFolder,
  deleteFile,
  deleteFolder,
  downloadFile,
  listFiles,
  listFolders,
  renameFolder,
  updateFile,
  uploadFile,
} from '../fileManager/fileManager.js';
import {
  activateMenuItem,
  assignMealImages,
  deactivateMenuItem,
  inactivateMenuItemForToday,
  moveMenuItem,
} from '../menus/menus.js';
import { getOrder } from '../orders/orders.js';
import type { Resource } from '../resources/createResource.js';
import { resources } from '../resources/resources.js';
import {
  activateRestaurant,
  clearRestaurantMenu,
  cloneRestaurant,
  confirmCanteenNotification,
  createRestaurantAccessToken,
  deleteRestaurantAccessToken,
  exportRestaurantMenu,
  getRestaurantHighlighting,
  getRestaurantMenuLastUpdate,
  importRestaurantMenu,
  inactivateRestaurantForToday,
  setRestaurantFlags,
  updateRestaurantHighlighting,
} from '../restaurants/restaurants.js';
import { clientFor, createContractSandbox, DEMO, signedIn } from './sandboxClient.js';

const sandbox = createContractSandbox();
const [admin, restaurant] = await Promise.all([
  signedIn(sandbox, DEMO.admin),
  signedIn(sandbox, DEMO.restaurant),
]);

/** The id of the first record of a resource, as the super admin lists it. */
async function firstId(resource: Pick<Resource<{ id: string | number }>, 'list'>): Promise<string | number> {
  const page = await resource.list(admin, { itemsPerPage: 1 });
  const first = page.items[0];
  if (!first) throw new Error('the seed has no record');
  return first.id;
}

describe('contract: named admin actions against the sandbox', () => {
  it('disables a user and deactivates an allowance', async () => {
    const userId = await firstId(resources.users);
    await expect(setUserEnabled(admin, userId, false)).resolves.toMatchObject({ enabled: false });
    const allowanceId = await firstId(resources.companyAllowances);
    await expect(setAllowanceActive(admin, allowanceId, false)).resolves.toMatchObject({ isActive: false });
  });

  it('clones a company, finishes a todo list, clones and translates a translation', async () => {
    const companyId = await firstId(resources.companies);
    const copy = await cloneCompany(admin, companyId);
    expect(copy.id).not.toBe(companyId);
    const todoId = await firstId(resources.todoLists);
    await expect(finishTodoList(admin, todoId)).resolves.toMatchObject({ id: todoId });
    const translationId = await firstId(resources.translations);
    await expect(cloneTranslation(admin, translationId)).resolves.toBeDefined();
    await expect(
      translateTranslation(admin, translationId, { locale: 'hu', value: 'Szia' }),
    ).resolves.toBeDefined();
  });

  it('reads the audit log of an entity, the dynamic settings and select options', async () => {
    const userId = await firstId(resources.users);
    await expect(getAuditLogFor(admin, 'User', userId)).resolves.toBeDefined();
    const settings = await getDynamicSettings(admin);
    const list = Array.isArray(settings) ? settings : settings['hydra:member'];
    const setting = Array.isArray(list) ? (list[0] as { id: string | number } | undefined) : undefined;
    if (!setting) throw new Error('the seed has dynamic settings');
    await expect(updateDynamicSettings(admin, setting.id, setting)).resolves.toMatchObject({
      id: setting.id,
    });
    await expect(getSelectOptions(admin, 'allergens-suitability')).resolves.toBeInstanceOf(Array);
  });
});

describe('contract: custom exports against the sandbox', () => {
  it('reads, clones and exports a custom export, and downloads it publicly with its token', async () => {
    const seeded = sandbox.store.list('custom-export')[0];
    if (!seeded) throw new Error('the seed has a custom export');
    const entry = await getCustomExport(admin, seeded.id);
    expect(entry.id).toBe(seeded.id);
    const copy = await cloneCustomExport(admin, seeded.id);
    expect(copy.id).not.toBe(seeded.id);
    const file = await exportCustomExport(admin, seeded.id, { status: ['new'] });
    expect(file.fileName).toBe(`custom-export-${String(seeded.id)}.csv`);
    const publicFile = await downloadPublicCustomExport(clientFor(sandbox), seeded.id, {
      token: String(seeded.token),
    });
    expect(await publicFile.blob.text()).not.toBe('');
    const table = await getPublicCustomExport(clientFor(sandbox), seeded.id, { token: String(seeded.token) });
    const firstLine = (await publicFile.blob.text()).split(/\r?\n/)[0] ?? '';
    expect(table.total).toBe(table.items.length);
    expect(Object.keys(table.items[0] ?? {}).join(',')).toBe(firstLine.replaceAll('"', ''));
  });
});

describe('contract: public order links against the sandbox', () => {
  it('approves an order from its public link with the order token, without a session', async () => {
    const seeded = sandbox.store
      .orders()
      .find((order) => order.status === 'new' && (order.canteenRules ?? []).length === 0);
    if (!seeded) throw new Error('the seed has a new order');
    const answer = await approvePublicOrder(clientFor(sandbox), seeded.id, {
      token: String(seeded.token),
      preparationTime: 25,
    });
    expect(answer.status).toBe('approved');
    expect((await getOrder(admin, seeded.id)).status).toBe('approved');
  });
});

describe('contract: restaurant and menu actions against the sandbox', () => {
  it('activates, inactivates for today, sets flags and clones a restaurant', async () => {
    await expect(inactivateRestaurantForToday(admin, 2)).resolves.toMatchObject({ id: 2 });
    await expect(activateRestaurant(admin, 2)).resolves.toMatchObject({ id: 2 });
    await expect(setRestaurantFlags(admin, 2, { isEnabledForRestaurantAdmin: true })).resolves.toMatchObject({
      isEnabledForRestaurantAdmin: true,
    });
    const copy = await cloneRestaurant(admin, 2);
    expect(copy.id).not.toBe(2);
  });

  it('creates and deletes the access token, exports the menu and reads its last update', async () => {
    await expect(createRestaurantAccessToken(admin, 1)).resolves.toBeDefined();
    await expect(deleteRestaurantAccessToken(admin, 1)).resolves.toBeUndefined();
    for (const part of ['export-categories', 'export-meals', 'export-option-groups'] as const) {
      const file = await exportRestaurantMenu(admin, 1, part);
      expect(file.blob.size).toBeGreaterThan(0);
    }
    await expect(getRestaurantMenuLastUpdate(admin, 1)).resolves.toBeDefined();
    const highlighting = await getRestaurantHighlighting(admin);
    await expect(updateRestaurantHighlighting(admin, highlighting)).resolves.toBeDefined();
  });

  it('moves, deactivates, inactivates for today and activates a meal', async () => {
    const mealId = await firstId(resources.meals);
    await expect(moveMenuItem(admin, resources.meals, mealId, 1)).resolves.toMatchObject({ id: mealId });
    await expect(deactivateMenuItem(admin, resources.meals, mealId)).resolves.toMatchObject({
      isActive: false,
    });
    await expect(inactivateMenuItemForToday(admin, resources.meals, mealId)).resolves.toMatchObject({
      id: mealId,
    });
    await expect(activateMenuItem(admin, resources.meals, mealId)).resolves.toMatchObject({ isActive: true });
  });
});

describe('contract: menu import and bulk calls against the sandbox', () => {
  it('imports an exported menu, assigns meal images and clears a cloned menu', async () => {
    const exported = await exportRestaurantMenu(admin, 1, 'export-meals');
    await expect(importRestaurantMenu(admin, 1, exported.blob, exported.fileName)).resolves.toBeDefined();
    const mealId = await firstId(resources.meals);
    await expect(assignMealImages(admin, { meals: [mealId], image: null })).resolves.toBeDefined();
    const copy = await cloneRestaurant(admin, 3);
    await expect(clearRestaurantMenu(admin, copy.id)).resolves.toBeUndefined();
  });
});

describe('contract: delivery jobs against the sandbox', () => {
  it('creates a job for an order, pre-creates canteen jobs and sends jobs to PedalMe', async () => {
    const order = sandbox.store.orders().find((candidate) => candidate.deliveryJobId == null);
    if (!order) throw new Error('the seed has an order without a delivery job');
    const created = await createDeliveryJob(admin, {
      order: `/api/v1/orders/${order.id}`,
      deliveryMethod: 'wolt',
    });
    expect(created.id).toBeDefined();
    const canteenId = await firstId(resources.cloudCanteens);
    await expect(preCreateDeliveryJobs(admin, 'cloud-canteen', canteenId, 'wolt')).resolves.toBeDefined();
    await expect(
      sendToPedalMe(admin, { pickupTime: '2025-01-15T11:00:00.000Z', deliveryJobs: [created.id] }),
    ).resolves.toBeDefined();
  });

  it('reads a job, sets its priority, updates it and lists the provider jobs of its order', async () => {
    const jobId = await firstId(resources.deliveryJobs);
    const job = await getDeliveryJob(admin, jobId);
    expect(job.id).toBe(jobId);
    await expect(setDeliveryJobPriority(admin, jobId, 2)).resolves.toBeDefined();
    await expect(updateDeliveryJob(admin, jobId, { vehicleType: 'car' })).resolves.toMatchObject({
      id: jobId,
    });
    await expect(deliveryJobCommand(admin, jobId, 'disable-stuart-delay')).resolves.toBeDefined();
    await expect(createAndQueueProviderJob(admin, jobId)).resolves.toBeDefined();
    await expect(listPedalMeJobs(admin, { lat: 47.5, lon: 19.04 })).resolves.toHaveProperty('items');
  });

  it('reads and closes a provider job, and finds provider jobs by order identifier', async () => {
    const providerJobId = await firstId(resources.deliveryProviderJobs);
    await expect(getDeliveryProviderJob(admin, providerJobId)).resolves.toMatchObject({ id: providerJobId });
    await expect(deliveryProviderJobCommand(admin, providerJobId, 'close')).resolves.toBeDefined();
    const order = sandbox.store.orders()[0];
    if (!order) throw new Error('the seed has orders');
    await expect(listProviderJobsForOrder(admin, order.identifier)).resolves.toHaveProperty('items');
  });
});

describe('contract: files and canteens against the sandbox', () => {
  it('keeps folders and files of the file manager', async () => {
    const at = { type: 'billing', relation: 1 };
    const folder = await createFolder(admin, at, 'Invoices');
    await expect(renameFolder(admin, at, folder.id, 'Bills')).resolves.toMatchObject({ title: 'Bills' });
    expect((await listFolders(admin, at)).items.some((entry) => entry.id === folder.id)).toBe(true);
    const uploaded = await uploadFile(admin, at, {
      file: new Blob(['hello'], { type: 'text/plain' }),
      fileName: 'hello.txt',
      title: 'Hello',
    });
    await expect(updateFile(admin, at, uploaded.id, { title: 'Hi' })).resolves.toMatchObject({ title: 'Hi' });
    expect((await listFiles(admin, at)).items.some((entry) => entry.id === uploaded.id)).toBe(true);
    const downloaded = await downloadFile(admin, at, uploaded.id);
    expect(await downloaded.blob.text()).toBe('hello');
    await deleteFile(admin, at, uploaded.id);
    await deleteFolder(admin, at, folder.id);
  });

  it('prints canteen labels and summaries, publicly with the canteen token', async () => {
    const canteenId = await firstId(resources.cloudCanteens);
    const token = await getCloudCanteenLabelToken(admin, canteenId, 1);
    expect(token).not.toBe('');
    const labels = await downloadCloudCanteenLabels(admin, canteenId, 1, '2025-01-15 10:00:00');
    expect(labels.blob.type).toContain('pdf');
    const anonymous = clientFor(sandbox);
    const summary = await downloadCloudCanteenSummary(anonymous, canteenId, {
      token,
      cutoffTime: '2025-01-15 10:00:00',
    });
    expect(summary.blob.type).toContain('pdf');
    await expect(
      downloadPublicCloudCanteenLabels(anonymous, canteenId, 1, { token, cutoffTime: '2025-01-15 10:00:00' }),
    ).resolves.toHaveProperty('blob');
  });

  it('confirms a canteen notification as the restaurant admin and publicly with the token', async () => {
    const canteenId = await firstId(resources.cloudCanteens);
    const canteen = await resources.cloudCanteens.get(admin, canteenId);
    const input = {
      restaurantId: 1,
      canteenId,
      canteenIdentifier: String((canteen as { identifier?: unknown }).identifier),
      cutoffTime: '2025-01-15 10:00:00',
    };
    await expect(confirmCanteenNotification(restaurant, input)).resolves.toMatchObject({ success: true });
    const token = await getCloudCanteenLabelToken(admin, canteenId, 1);
    await expect(confirmCanteenNotification(clientFor(sandbox), { ...input, token })).resolves.toMatchObject({
      success: true,
    });
  });

  it('downloads the label of an order with its token, and reads and sets canteen budgets', async () => {
    const order = sandbox.store.orders().find((candidate) => typeof candidate.token === 'string');
    if (!order?.token) throw new Error('the seed has an order with a token');
    await getOrder(admin, order.id);
    const label = await downloadOrderLabel(clientFor(sandbox), order.id, order.token);
    expect(label.blob.type).toContain('pdf');

    const userId = await firstId(resources.users);
    const canteenId = await firstId(resources.cloudCanteens);
    await expect(getCanteenBudgetsForUser(admin, userId)).resolves.toBeDefined();
    await expect(setCanteenBudgetForUser(admin, userId, { canteenId, credits: 5 })).resolves.toMatchObject({
      credits: 5,
    });
  });
});
