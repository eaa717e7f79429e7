import type { CanteenSummary, SummaryMeal } from '@backoffice/domain';

import { useI18n } from '../i18n';
import * as css from '../print.css';

function MealTable({ caption, meals, total }: { caption: string; meals: SummaryMeal[]; total: number }) {
  const { t } = useI18n();
  return (
    <table className={css.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.summary.meal}</th>
          <th scope="col">{t.summary.quantity}</th>
        </tr>
      </thead>
      <tbody>
        {meals.map((meal) => (
          <tr key={meal.name}>
            <th scope="row">{meal.name}</th>
            <td>{meal.quantity}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t.summary.total}</th>
          <td>{total}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Props of {@link SummaryView}. */
export interface SummaryViewProps {
  summary: CanteenSummary;
}

/** The canteen summary on paper: a table of meals per restaurant, then the meals of all restaurants. */
export function SummaryView({ summary }: SummaryViewProps) {
  const { t } = useI18n();
  return (
    <>
      <p>
        {t.summary.orders(summary.orders)}, {t.summary.meals(summary.quantity)}
      </p>
      {summary.restaurants.map((restaurant) => (
        <MealTable
          key={restaurant.restaurantId}
          caption={`${t.summary.restaurantTable(restaurant.restaurantName)} (${t.summary.orders(restaurant.orders)})`}
          meals={restaurant.meals}
          total={restaurant.quantity}
        />
      ))}
      {summary.restaurants.length > 1 ? (
        <MealTable caption={t.summary.allTable} meals={summary.meals} total={summary.quantity} />
      ) : null}
    </>
  );
}
