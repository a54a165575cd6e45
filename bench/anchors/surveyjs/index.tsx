// The SurveyJS side of the screen bench: survey-react-ui rendering the workload's SurveyJS JSON, which it fetches
// as Canvass's /feedback fetches its flow, so both pages pay for loading their survey.
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
// The fontless theme: the default one fetches Open Sans from Google, and Canvass loads no web font either.
import 'survey-core/survey-core.fontless.css';

void fetch('./survey.json')
  .then((response) => response.json())
  .then((json: object) => createRoot(document.getElementById('root')!).render(<Survey model={new Model(json)} />));
