/** Display tone of an order status: init-payment yellow, new info, cancelled warning, cancelled-after-approval error, others success. */
export type OrderStatusTone = 'yellow' | 'info' | 'warning' | 'error' | 'success';

/** The list shape `nextActiveOrderId` works on: anything with an order id. */
export interface OrderIdHolder {
  id: string;
}
