/** The print app: its documents arrive with the print issue. */
export function App() {
  return <main id="main" />;
}
