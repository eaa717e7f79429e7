/** English texts of the live screen's keyboard shortcuts and their help dialog. */
const liveKeyboard = {
  help: {
    title: 'Keyboard shortcuts',
    intro:
      'Shortcuts work on the live order screen, except while typing in a field or while a dialog is open.',
    close: 'Close',
    key: 'Key',
    action: 'Action',
    open: 'Keyboard shortcuts (?)',
  },
  keys: {
    plus: '+',
    minus: '−',
    question: '?',
  },
  shortcut: {
    approve: 'Approve the selected order',
    increaseTime: 'Preparation time +5 minutes',
    decreaseTime: 'Preparation time −5 minutes (not below 10)',
    confirmPreparation: 'Confirm preparation of the selected order',
    printReceipt: 'Print the receipt of the selected order',
    cancel: 'Cancel the selected order (asks for the reason)',
    tabActive: 'Active tab',
    tabOpen: 'Open tab',
    tabHistory: 'History tab',
    previousTab: 'Previous tab',
    nextTab: 'Next tab',
    help: 'Show this help',
    reopenIncoming: 'Reopen the minimised new-orders window',
    move: 'Move between the orders of a list',
    firstLast: 'First / last order of a list',
    select: 'Select the focused order',
  },
  moveKeys: 'Arrow keys',
  firstLastKeys: 'Home / End',
  selectKeys: 'Enter / Space',
};

export default liveKeyboard;
