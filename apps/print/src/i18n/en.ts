/** The print app's English texts (the shape every other language follows). */
export const en = {
  appTitle: 'Printouts',
  languageName: 'English',
  canteenProduct: 'Lunchbox ',
  loading: 'Loading…',
  toolbar: {
    label: 'Print options',
    print: 'Print',
    labelsPdf: 'Download the labels as PDF',
    summaryPdf: 'Download the summary as PDF',
    labelPdf: 'Download the label as PDF',
  },
  labels: {
    title: (canteen: string, restaurant: string) => `Labels: ${canteen}, ${restaurant}`,
    count: (count: number) => (count === 1 ? '1 label' : `${count} labels`),
    sheet: 'Label sheet',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    label: (identifier: string) => `Label ${identifier}`,
    cutoff: 'Cutoff',
    codes: 'Label codes',
  },
  orderLabel: {
    title: (identifier: string) => `Label of order ${identifier}`,
  },
  summary: {
    title: (canteen: string) => `Summary: ${canteen}`,
    orders: (count: number) => (count === 1 ? '1 order' : `${count} orders`),
    meals: (count: number) => (count === 1 ? '1 meal' : `${count} meals`),
    meal: 'Meal',
    quantity: 'Quantity',
    total: 'Total',
    allRestaurants: 'All restaurants',
    restaurantTable: (restaurant: string) => `Meals of ${restaurant}`,
    allTable: 'Meals of all restaurants',
  },
  cutoff: {
    label: 'Cutoff',
    choose: 'Choose a cutoff',
    show: 'Show',
  },
  confirm: {
    action: 'Confirm the collected orders',
    actionFor: (restaurant: string) => `Confirm the collected orders of ${restaurant}`,
    confirmed: 'The collected orders of this cutoff are confirmed.',
    confirmedFor: (restaurant: string) =>
      `The collected orders of ${restaurant} are confirmed for this cutoff.`,
    failed: 'The confirmation did not go through. Try again.',
  },
  errors: {
    title: 'This page cannot be printed',
    missingToken: {
      title: 'The link has no access key',
      body: 'Open the printout again from the back-office: its link carries the key that opens this page.',
    },
    badToken: {
      title: 'The link’s access key is wrong',
      body: 'The key in this link does not open this page. It may be an old link: open the printout again from the back-office.',
    },
    unknownCanteen: {
      title: 'No such canteen',
      body: 'No canteen has this link’s identifier. Check the link, or open the printout again from the back-office.',
    },
    unknownOrder: {
      title: 'No such order',
      body: 'No order matches this link and its key. Open the label again from the back-office.',
    },
    emptyCutoff: {
      title: 'No orders for this cutoff',
      body: (cutoff: string) =>
        `Nothing was ordered for the cutoff ${cutoff}, so there is nothing to print. Choose another cutoff.`,
    },
    noCutoffs: {
      title: 'No cutoffs yet',
      body: 'This canteen has no cutoff to print yet.',
    },
    unknownCutoff: {
      title: 'No such cutoff',
      body: (cutoff: string) => `The canteen has no cutoff ${cutoff}. Choose one of its cutoffs.`,
    },
    notFound: {
      title: 'No such printout',
      body: 'This address is not a printout. Open the printout again from the back-office.',
    },
    failed: {
      title: 'The printout could not be loaded',
      body: 'The platform did not answer. Check the connection and reload the page.',
    },
    reload: 'Reload',
  },
};

/** The shape of the print app's texts. */
export type Dictionary = typeof en;
