// Medical quality scoring (issue 13 §1): the scoring model of a form, scoring a sheet, a round's results.
export * from './types.ts';
export { scoringModelOf, scoreItemOf, isScoringForm, round2, MAX_ITEM_SCORE } from './scoringModel.ts';
export { scoreSheet, cleanValues } from './scoreSheet.ts';
export { rankDepartments, itemLoss, compareRounds, lowItems, rateOf, type SheetResult, type RankRow, type ItemLossRow, type ComparisonRow } from './results.ts';
