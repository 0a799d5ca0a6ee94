import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useState } from 'react';
import arabic from '#web/locales/ar/common.json';
import { MoneyAmountField, useMoneyAmount } from './money-amount-field';

function arabicI18n() {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'ar',
    resources: { ar: { common: arabic } },
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

function Form() {
  const amount = useMoneyAmount({ currency: 'USD', min: 1, max: 5_000 });
  const [read, setRead] = useState<number | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setRead(amount.read());
      }}
    >
      <MoneyAmountField label="المبلغ" amount={amount} />
      <button type="submit">إرسال</button>
      <output>{read}</output>
    </form>
  );
}

describe('MoneyAmountField in Arabic', () => {
  it('reads Arabic-Indic digits and the Arabic decimal sign, and says what is wrong in Arabic', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={arabicI18n()}>
        <Form />
      </I18nextProvider>,
    );
    const field = screen.getByLabelText('المبلغ');
    await user.type(field, '٩٠');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^أدخل مبلغًا من .+ إلى .+$/);
    await user.clear(field);
    await user.type(field, '١٢٫٥٠');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1250');
  });
});
