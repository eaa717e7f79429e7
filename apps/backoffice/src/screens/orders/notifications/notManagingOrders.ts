const NOT_MANAGING_KEY = 'backoffice.notifications.notManagingOrders';

/** True when the user said on this browser that they do not manage orders here (the permission dialog stays shut). */
export function readNotManagingOrders(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(NOT_MANAGING_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers that the user does not manage orders on this browser. */
export function writeNotManagingOrders(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(NOT_MANAGING_KEY, '1');
  } catch {
    // A full or disabled storage only means the dialog asks again on the next visit.
  }
}
