export { ExpenseCodeEditor, expenseCodeDefaults, expenseCodeFieldNames } from './ExpenseCodeEditor';
export { expenseCodeSection } from './expenseCodeSection';
