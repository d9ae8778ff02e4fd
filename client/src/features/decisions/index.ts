/** The public face of the client's decisions feature (issue #32). */
export { DecisionPage } from './DecisionPage';
export { DecisionChart } from './DecisionChart';
export { useProjectDecision, type GroupDecisionData } from './decision.hooks';
