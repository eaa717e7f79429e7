/**
 * Texts of a save refused because someone else changed the item since the form loaded it (issue #19 item 5):
 * the notice the entity forms show, with both values of each field changed on both sides.
 */
const saveConflict = {
  title: 'Someone else changed this item',
  merged:
    'Your changes were not saved yet: this item was changed since you opened it. Their changes are in the form now and what you typed is kept. Save again to store it.',
  choose:
    'Your changes were not saved yet: this item was changed since you opened it. Their changes to other fields are in the form now and what you typed is kept. Choose a value for {count:number} field{{s}} below, then save again.',
  mine: 'Yours',
  theirs: 'Saved now',
  keepMine: 'Keep yours',
  useTheirs: 'Use the saved value',
  reload: 'Discard my changes and reload',
  empty: '(empty)',
  yes: 'Yes',
  no: 'No',
};

export default saveConflict;
