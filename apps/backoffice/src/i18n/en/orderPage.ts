/** English texts of the order edit screen's page: its title row, its actions and its cards (issue #21). */
const orderPage = {
  /** The delivery job's status chip beside the title (the order's own status chip needs no prefix). */
  deliveryStatus: 'Delivery: {status:string}',
  moreActions: 'More actions',
  approveDialog: {
    title: 'Approve order {identifier:string}',
    description: 'Choose the time the restaurant needs to prepare the order.',
    close: 'Back',
  },
  cards: {
    automatedJob: 'Automated job',
  },
};

export default orderPage;
