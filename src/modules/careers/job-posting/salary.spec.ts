import { parseSalary } from './salary';

describe('parseSalary', () => {
  it.each([
    ['55-65k EUR', { currency: 'EUR', unit: 'YEAR', minValue: 55000, maxValue: 65000 }],
    ['55-65 k€', { currency: 'EUR', unit: 'YEAR', minValue: 55000, maxValue: 65000 }],
    ['45 000 € / an', { currency: 'EUR', unit: 'YEAR', value: 45000 }],
    ['45\u00a0000\u00a0€ brut annuel', { currency: 'EUR', unit: 'YEAR', value: 45000 }],
    ['45K€/an', { currency: 'EUR', unit: 'YEAR', value: 45000 }],
    ['$120,000 a year', { currency: 'USD', unit: 'YEAR', value: 120000 }],
    ['$25 an hour', { currency: 'USD', unit: 'HOUR', value: 25 }],
    ['€50,000 - €60,000 per annum', { currency: 'EUR', unit: 'YEAR', minValue: 50000, maxValue: 60000 }],
    ['£40k-£50k', { currency: 'GBP', unit: 'YEAR', minValue: 40000, maxValue: 50000 }],
    ['CHF 120\'000', { currency: 'CHF', unit: 'YEAR', value: 120000 }],
    ['100k$', { currency: 'USD', unit: 'YEAR', value: 100000 }],
    ['C$90,000/yr', { currency: 'CAD', unit: 'YEAR', value: 90000 }],
    ['3 500 € brut par mois', { currency: 'EUR', unit: 'MONTH', value: 3500 }],
    ['2 500 - 3 000 € / mois', { currency: 'EUR', unit: 'MONTH', minValue: 2500, maxValue: 3000 }],
    ['TJM 500 €', { currency: 'EUR', unit: 'DAY', value: 500 }],
    ['450-550 €/jour', { currency: 'EUR', unit: 'DAY', minValue: 450, maxValue: 550 }],
    ['12,50 €/h', { currency: 'EUR', unit: 'HOUR', value: 12.5 }],
    ['USD 45.50 hourly', { currency: 'USD', unit: 'HOUR', value: 45.5 }],
    ['800 € par semaine', { currency: 'EUR', unit: 'WEEK', value: 800 }],
    ['45.000 EUR', { currency: 'EUR', unit: 'YEAR', value: 45000 }],
    ['1.5k€ / mois', { currency: 'EUR', unit: 'MONTH', value: 1500 }],
    ['À partir de 45k€', { currency: 'EUR', unit: 'YEAR', minValue: 45000 }],
    ['Up to $150k', { currency: 'USD', unit: 'YEAR', maxValue: 150000 }],
    ['60 000 - 60 000 EUR', { currency: 'EUR', unit: 'YEAR', value: 60000 }],
  ])('reads %j', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each([
    ['', 'empty'],
    ['Selon profil', 'no amount, no currency'],
    ['Competitive', 'no amount'],
    ['55-65k', 'no currency'],
    ['45k€ + 13e mois', 'an amount that is not a salary (13th month)'],
    ['50k€ + 10% variable', 'two amounts that are not a range'],
    ['40k€ - 50k$', 'two currencies'],
    ['400 €', 'no period and not yearly-looking'],
    ['45 000 € par mois ou 500 € par jour', 'two periods'],
    ['40-50-60k€', 'three amounts'],
    ['65-55k€', 'a range upside down'],
    ['5 € / an', 'implausible for the period'],
    ['x'.repeat(201) + ' 50k€', 'too long to be a salary text'],
  ])('reads nothing from %j (%s)', (text) => {
    expect(parseSalary(text)).toBeNull();
  });
});
