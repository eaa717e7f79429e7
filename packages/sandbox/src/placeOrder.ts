/** `npm run place-order [restaurantId]`: asks a running sandbox to place one order (POST /sandbox/orders). */
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '8787';
const restaurant = process.argv[2];
const response = await fetch(`http://${host}:${port}/sandbox/orders`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(restaurant ? { restaurantId: Number(restaurant) } : {}),
});
const body = (await response.json()) as { identifier?: string; restaurantName?: string; message?: string };
if (!response.ok) {
  console.error(`Could not place an order (${response.status}): ${body.message ?? ''}`);
  process.exit(1);
}
console.log(`Placed order ${body.identifier ?? ''} at ${body.restaurantName ?? ''}`);
export {};
