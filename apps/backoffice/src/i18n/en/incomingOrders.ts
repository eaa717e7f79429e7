/** English texts of the incoming-order carousel's own controls: minimising it to a bar, and reopening it. */
const incomingOrders = {
  minimise: 'Minimise',
  bar: {
    region: 'Incoming orders',
    waiting: '{count:number} order{{s}} waiting',
    reopen: 'Show orders (I)',
  },
};

export default incomingOrders;
