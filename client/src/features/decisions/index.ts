/** The public face of the client's decisions feature (issue #32). */
export { DecisionPage } from './DecisionPage';
export { DecisionChart } from './DecisionChart';
export { DecisionFigureTable, useGridPathText, useRecommendationReason } from './DecisionFigureTable';
export { useProjectDecision, type GroupDecisionData, type ProjectDecisionData } from './decision.hooks';
