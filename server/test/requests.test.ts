/**
 * Buyer project groups, requests, questions, templates and shares, and the seller's inbox, answers
 * and response (spec/platform-and-shell.md §2, §5, §7; spec/project-areas.md §3–§9), over REST and
 * GraphQL, with the error cases and who may see what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/platform/mail/mailer';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp, wsClient } from './helpers';
import { newProduct } from './solutions-fixtures';

let t: TestApp;
let buyer: Agent;
let buyerEmail: string;
let seller: Agent;
let sellerEmail: string;
let sellerPartnerName: string;
let colleague: Agent;
let colleagueId: number;
let outsider: Agent;

const B = '/api/v1/buyers';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp({ chromiumPath: '/nonexistent/chromium' });
  const b = await signedInAgent(t, { partnerType: 'buyer' });
  buyer = b.agent;
  buyerEmail = b.email;
  const s = await signedInAgent(t, { partnerType: 'seller' });
  seller = s.agent;
  sellerEmail = s.email;
  sellerPartnerName = s.partner.name;
  const c = await buildUser(t.orm, { partner: s.partner, roles: ['partner_user'], name: 'Colleague Seller' });
  colleagueId = c.user.id;
  colleague = new Agent(t.baseUrl);
  await colleague.login(c.email);
  outsider = (await signedInAgent(t, { partnerType: 'seller' })).agent;
});
afterAll(async () => t?.close());

async function buyerProject() {
  const g = await buyer.post(`${B}/project-group`, { name: 'Municipality group' });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  const p = await buyer.post(`${B}/projects/create`, { name: 'Tender 2027', client_id: g.body.data.id, country: 'DK' });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  return { groupId: g.body.data.id as number, projectId: p.body.data.id as number };
}

describe('#project-group', () => {
  it('creates, reads, updates and deletes a buyer project group; a group with projects cannot be deleted', async () => {
    const { groupId, projectId } = await buyerProject();
    const got = await buyer.get(`${B}/project-group/${groupId}`);
    expect(got.status).toBe(200);
    expect(got.body.data.projects.data.map((p: { id: number }) => p.id)).toEqual([projectId]);
    const put = await buyer.put(`${B}/project-group/${groupId}`, { name: 'Renamed group' });
    expect(put.body.data.name).toBe('Renamed group');
    const refused = await buyer.delete(`${B}/project-group/${groupId}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('You must delete projects before deleting the group');
    expect((await buyer.delete(`${B}/projects/${projectId}`)).status).toBe(200);
    expect((await buyer.delete(`${B}/project-group/${groupId}`)).status).toBe(200);
    expect((await buyer.get(`${B}/project-group/${groupId}`)).status).toBe(404);
  });

  it('is the buyer partner\'s own: another partner gets 404, an anonymous caller 401', async () => {
    const { groupId } = await buyerProject();
    expect((await seller.get(`${B}/project-group/${groupId}`)).status).toBe(404);
    expect((await seller.delete(`${B}/project-group/${groupId}`)).status).toBe(404);
    expect((await new Agent(t.baseUrl).get(`${B}/project-group/${groupId}`)).status).toBe(401);
    expect((await buyer.post(`${B}/project-group`, { name: '' })).status).toBe(422);
  });
});

describe('#question-template', () => {
  it('partner admins save, list, update and delete templates; the name is required', async () => {
    const missing = await buyer.post('/api/v1/partner/admin/question-template', { name: ' ', questions: [] });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.name[0]).toBe('The name field is required.');
    const c = await buyer.post('/api/v1/partner/admin/question-template', { name: 'Basics', questions: [{ question: 'Do you recycle?' }, { question: 'Warranty?', type: 'text' }] });
    expect(c.status).toBe(201);
    expect(c.body.data.message).toBe('Question template saved');
    expect(c.body.data.questions).toEqual([{ question: 'Do you recycle?', type: 'yesno' }, { question: 'Warranty?', type: 'text' }]);
    const u = await buyer.put(`/api/v1/partner/admin/question-template/${c.body.data.id}`, { name: 'Basics 2', questions: [{ question: 'Do you recycle?' }] });
    expect(u.body.data.name).toBe('Basics 2');
    expect((await buyer.get(`${B}/question-template`)).body.data.map((x: { name: string }) => x.name)).toContain('Basics 2');
    expect((await seller.get(`${B}/question-template`)).body.data).toEqual([]);
    expect((await seller.put(`/api/v1/partner/admin/question-template/${c.body.data.id}`, { name: 'x' })).status).toBe(404);
    const user = (await signedInAgent(t, { roles: ['partner_user'] })).agent;
    expect((await user.post('/api/v1/partner/admin/question-template', { name: 'x' })).status).toBe(403);
    expect((await buyer.delete(`/api/v1/partner/admin/question-template/${c.body.data.id}`)).status).toBe(200);
    expect((await buyer.delete(`/api/v1/partner/admin/question-template/${c.body.data.id}`)).status).toBe(404);
  });

  it("keeps a template's icon from the picker's fixed list: absent keeps it, null clears it, an unknown one is refused", async () => {
    const T = '/api/v1/partner/admin/question-template';
    const unknown = await buyer.post(T, { name: 'Icons', icon: 'solid:NoSuchIcon' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.icon[0]).toBe('Choose the icon from the icon list.');
    expect((await buyer.post(T, { name: 'Icons', icon: 'Dns' })).status).toBe(422);
    const c = await buyer.post(T, { name: 'Icons', icon: 'regular:Dns', questions: [{ question: 'Rack units?' }] });
    expect(c.status).toBe(201);
    expect(c.body.data.icon).toBe('regular:Dns');
    // A PUT that does not name the icon keeps it (partial updates change only what is sent).
    expect((await buyer.put(`${T}/${c.body.data.id}`, { name: 'Icons 2', questions: [] })).body.data.icon).toBe('regular:Dns');
    expect((await buyer.put(`${T}/${c.body.data.id}`, { name: 'Icons 2', icon: 'solid:Bolt' })).body.data.icon).toBe('solid:Bolt');
    const listed = (await buyer.get(`${B}/question-template`)).body.data.find((x: { id: number }) => x.id === c.body.data.id);
    expect(listed.icon).toBe('solid:Bolt');
    // Through GraphQL alike.
    const gql = await buyer.gql('mutation($id: ID, $input: QuestionTemplateInput!) { questionTemplateSave(templateId: $id, input: $input) { icon } }', { id: String(c.body.data.id), input: { name: 'Icons 3', questions: [], icon: null } });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.questionTemplateSave.icon).toBeNull();
    const refused = await buyer.gql('mutation($input: QuestionTemplateInput!) { questionTemplateSave(input: $input) { id } }', { input: { name: 'x', questions: [], icon: 'solid:Nope' } });
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({ icon: [expect.objectContaining({ key: 'requests.templateIconUnknown', message: 'Choose the icon from the icon list.' })] });
  });
});

describe('#requests.flow', () => {
  it('plays the story: request, template, share, inbox, accept, internal share, answers, response, requested group', async () => {
    const { projectId } = await buyerProject();
    const REQ = `${B}/project/${projectId}/request`;

    // A deadline in the past and a missing title are refused.
    const past = await buyer.post(REQ, { title: 'Servers', deadline: yesterday() });
    expect(past.status).toBe(422);
    expect(past.body.errors.deadline[0]).toBe('The deadline cannot be earlier than today.');
    expect((await buyer.post(REQ, { deadline: tomorrow() })).status).toBe(422);

    const created = await buyer.post(REQ, { title: 'New servers', deadline: tomorrow(), description: 'Please quote' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const request = created.body.data;
    expect(request.status).toBe('draft');
    const R = `${REQ}/${request.id}`;
    expect((await buyer.put(R, { deadline: yesterday() })).status).toBe(422);
    expect((await buyer.put(R, { title: 'New servers 2027' })).body.data.title).toBe('New servers 2027');

    // Questions: yesno by default; save, update and delete.
    const q1 = await buyer.post(`${R}/questions`, { question: 'Are the servers refurbished?' });
    expect(q1.status).toBe(201);
    expect(q1.body.data.type).toBe('yesno');
    const q2 = await buyer.post(`${R}/questions`, { question: 'Temporary' });
    expect((await buyer.put(`${R}/questions/${q2.body.data.id}`, { question: 'Delivery time?', type: 'text' })).body.data.type).toBe('text');
    expect((await buyer.post(`${R}/questions`, { question: 'x', type: 'essay' })).status).toBe(422);
    const q3 = await buyer.post(`${R}/questions`, { question: 'To delete' });
    expect((await buyer.delete(`${R}/questions/${q3.body.data.id}`)).status).toBe(200);

    // A template's questions are imported ("Template importet").
    const tpl = await buyer.post('/api/v1/partner/admin/question-template', { name: 'Energy', questions: [{ question: 'Is the PSU 80 Plus Titanium?' }] });
    const imported = await buyer.post(`${R}/question-template/${tpl.body.data.id}`);
    expect(imported.status).toBe(200);
    expect(imported.body.data.message).toBe('Template importet');
    expect(imported.body.data.questions.map((q: { question: string }) => q.question)).toEqual(['Are the servers refurbished?', 'Delivery time?', 'Is the PSU 80 Plus Titanium?']);
    expect((await buyer.post(`${R}/question-template/999999`)).status).toBe(404);

    // Shares: a buyer's address is refused, a second share to the same address is a 409.
    const toBuyer = await buyer.post(`${R}/shares`, { supplier: 'Us', name: 'Me', email: buyerEmail });
    expect(toBuyer.status).toBe(422);
    expect(toBuyer.body.message).toBe(`${buyerEmail} is buyer`);
    const share = await buyer.post(`${R}/shares`, { supplier: sellerPartnerName, name: 'Seller Contact', email: sellerEmail.toUpperCase(), message: 'Hello' });
    expect(share.status, JSON.stringify(share.body)).toBe(201);
    const again = await buyer.post(`${R}/shares`, { supplier: 'x', name: 'x', email: sellerEmail });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Error! already shared with ${sellerEmail}`);
    expect((await buyer.get(REQ)).body.data[0].status).toBe('sent');
    const mail = (await readOutbox()).reverse().find((m) => m.to === sellerEmail);
    expect(mail?.text).toContain(`/#/login?next=${encodeURIComponent(`/requests/${share.body.data.id}`)}`);

    // An e-mail with no account is invited to register, with a link that leads to the request.
    const invited = await buyer.post(`${R}/shares`, { supplier: 'New Seller', name: 'Newbie', email: 'newbie@seller.example' });
    expect(invited.status).toBe(201);
    const invitation = (await readOutbox()).reverse().find((m) => m.to === 'newbie@seller.example');
    expect(invitation?.text).toContain(`/#/register?type=seller&email=newbie%40seller.example&next=${encodeURIComponent(`/requests/${invited.body.data.id}`)}`);
    const canceled = await buyer.delete(`${R}/shares/${invited.body.data.id}`);
    expect(canceled.body.data).toEqual({ message: 'Request canceled', request_status: 'sent' });

    // The seller's inbox: the request, paged and sortable; the badge count.
    const shareId = share.body.data.id as number;
    const inbox = await seller.get('/api/v1/requests?field=deadline&order=asc&pr_page=10&page=1');
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.data.map((s: { id: number }) => s.id)).toEqual([shareId]);
    expect(inbox.body.data.new_request_count).toBe(1);
    expect(inbox.body.data.data[0].request.shares).toBeUndefined();
    expect((await seller.get('/api/v1/requests?field=password')).status).toBe(422);
    expect((await seller.gql('{ me { newRequestCount } }')).data?.me.newRequestCount).toBe(1);

    // Others see nothing of it.
    expect((await outsider.get('/api/v1/requests')).body.data.data).toEqual([]);
    expect((await outsider.get(`/api/v1/requests/${shareId}`)).status).toBe(404);
    expect((await colleague.get(`/api/v1/requests/${shareId}`)).status).toBe(404);
    expect((await seller.get(`${REQ}`)).status).toBe(404);

    // Opened: seen_at set once.
    const seen = await seller.get(`/api/v1/requests/${shareId}/mark-as-seen`);
    expect(seen.body.data.seen_at).not.toBeNull();
    const seenAgain = await seller.get(`/api/v1/requests/${shareId}/mark-as-seen`);
    expect(seenAgain.body.data.seen_at).toBe(seen.body.data.seen_at);

    // Answers need an accepted request.
    const questions = seen.body.data.request.questions as Array<{ id: number }>;
    expect((await seller.put(`/api/v1/requests/${shareId}/answer/${questions[0]!.id}`, { answer: 'Yes' })).status).toBe(422);

    // Accept: the count drops by one; the response group is a requested group of the buyer's project.
    expect((await seller.put(`/api/v1/requests/${shareId}/confirm`, { status: 'maybe' })).status).toBe(422);
    const accepted = await seller.put(`/api/v1/requests/${shareId}/confirm`, { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('accepted');
    expect((await seller.get('/api/v1/requests')).body.data.new_request_count).toBe(0);
    const groupId = accepted.body.data.request_response.solution_group.id as number;
    expect(accepted.body.data.request_response.solution_group.state).toBe('requested');

    // Internal share: search, share, list; the colleague sees it; delete.
    const found = await seller.get(`/api/v1/requests/${shareId}/search-user?search=Colleague`);
    expect(found.body.data.map((u: { id: number }) => u.id)).toEqual([colleagueId]);
    const internal = await seller.post(`/api/v1/requests/${shareId}/internal-share`, { user_id: colleagueId });
    expect(internal.status).toBe(201);
    expect((await seller.post(`/api/v1/requests/${shareId}/internal-share`, { user_id: colleagueId })).status).toBe(409);
    expect((await outsider.post(`/api/v1/requests/${shareId}/internal-share`, { user_id: colleagueId })).status).toBe(404);
    expect((await colleague.get('/api/v1/requests/internal-shares')).body.data.data.map((s: { id: number }) => s.id)).toEqual([shareId]);
    expect((await colleague.get(`/api/v1/requests/${shareId}`)).status).toBe(200);
    expect((await seller.get(`/api/v1/requests/${shareId}/internal-shares`)).body.data[0].username).toBe('Colleague Seller');

    // The response group, through the request share: a solution with an item of the seller's catalogue.
    const S = `/api/v1/requests/${shareId}`;
    const solution = await seller.post(`${S}/solution-groups/${groupId}/solution?description=0`, { solution_type_id: 'datacenter', name: 'Refurbished rack' });
    expect(solution.status, JSON.stringify(solution.body)).toBe(201);
    const product = await newProduct(seller, { model: 'Seller server', watts: 200 });
    const item = await seller.post(`${S}/solution/${solution.body.data.id}/add-item`, { product_id: product.id, amount: 4 });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    // The buyer's open solutions screen hears nothing of the draft response (issue #27 point 7: not
    // even its ids); the buyer's own change that follows is the first event it hears.
    const events: any[] = [];
    const live = wsClient(t.baseUrl, buyer);
    const connected = new Promise<void>((resolve) => live.on('connected', () => resolve()));
    live.subscribe(
      {
        query: `subscription($p: ID!) { solutionGroupUpdated(projectId: $p) { action solutionIds solutions { id } items { id amount } solutionSummaries { solutionId } groupSummaries { groupId } projectSummary { groups { groupId } } } }`,
        variables: { p: projectId },
      },
      { next: (v) => events.push(v.errors ?? v.data!.solutionGroupUpdated), error: (e) => events.push(e), complete: () => undefined },
    );
    await connected;
    await new Promise((r) => setTimeout(r, 100));
    expect((await seller.put(`${S}/solution/${solution.body.data.id}/solution-item/${item.body.data.id}`, { amount: 5 })).body.data.amount).toBe(5);
    const own = await buyer.post(`/api/v1/project-manager/projects/${projectId}/solution-groups`, { name: 'Buyer own group' });
    expect(own.status).toBe(201);
    for (let i = 0; i < 60 && !events.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(events[0]).toMatchObject({ action: 'group', solutionIds: [], solutions: [], items: [] });
    expect(JSON.stringify(events)).not.toContain(String(solution.body.data.id));
    expect(events[0].projectSummary.groups.map((g: { groupId: string }) => g.groupId)).not.toContain(String(groupId));
    await live.dispose();
    expect((await seller.put(`${S}/solution/${solution.body.data.id}/solution-item/${item.body.data.id}/hours/8x5`)).status).toBe(200);
    // UPS and cooling of the response's data-centre solution.
    const ups = await seller.put(`${S}/solution/${solution.body.data.id}/ups/custom`, { efficiency: 92 });
    expect(ups.status, JSON.stringify(ups.body)).toBe(200);
    expect((await seller.put(`${S}/solution/${solution.body.data.id}/cooling/custom`, { cop: 3 })).status).toBe(200);
    expect((await seller.put(`${S}/solution/${solution.body.data.id}/ups/custom`, { efficiency: 150 })).status).toBe(422);
    expect((await outsider.put(`${S}/solution/${solution.body.data.id}/cooling/custom`, { cop: 3 })).status).toBe(404);
    const summary = await seller.get(`${S}/solution-groups/${groupId}/summary?energywheel=true`);
    expect(summary.status).toBe(200);
    expect(summary.body.data.total_kwh).toBeGreaterThan(0);
    // Capacities through the shared-request path: read, create, delete all and restore; not one.
    const CAP = `/api/v1/project-manager/requests/${shareId}/solution/${solution.body.data.id}/capacities`;
    const cap = await seller.post(CAP, { capacity_id: 'server_vms', amount: 10 });
    expect(cap.status, JSON.stringify(cap.body)).toBe(200);
    expect((await seller.get(CAP)).body.data).toHaveLength(1);
    expect((await seller.delete(`${CAP}/${cap.body.data.id}`)).status).toBe(403);
    expect((await seller.delete(CAP)).status).toBe(200);
    expect((await seller.get(`${CAP}/restore`)).body.data).toHaveLength(1);
    expect((await outsider.get(CAP)).status).toBe(404);
    // The same over GraphQL (the seller's answer page): UPS, cooling and capacities of a response solution.
    const sid = String(solution.body.data.id);
    const gUps = await seller.gql('mutation($s: ID!, $sol: ID!) { solutionUpsUpdate(scope: { requestShareId: $s }, id: $sol, upsId: "custom", input: { efficiency: 95 }) { ups { id efficiency } } }', { s: String(shareId), sol: sid });
    expect(gUps.data.solutionUpsUpdate.ups.efficiency).toBe(95);
    const gCap = await seller.gql('mutation($s: ID!, $sol: ID!) { capacityAdd(scope: { requestShareId: $s }, solutionId: $sol, input: { capacityId: "server_vms", amount: 12 }) { amount } }', { s: String(shareId), sol: sid });
    expect(gCap.data.capacityAdd.amount).toBe(12);
    const gAll = await seller.gql('mutation($s: ID!, $sol: ID!) { capacitiesDelete(scope: { requestShareId: $s }, solutionId: $sol) }', { s: String(shareId), sol: sid });
    expect(gAll.data.capacitiesDelete).toBe(1);
    const gBack = await seller.gql('mutation($s: ID!, $sol: ID!) { capacitiesRestore(scope: { requestShareId: $s }, solutionId: $sol) { id } }', { s: String(shareId), sol: sid });
    expect(gBack.data.capacitiesRestore).toHaveLength(1);
    const gHours = await seller.gql('mutation($s: ID!, $sol: ID!, $i: ID!) { solutionItemHoursUpdate(scope: { requestShareId: $s }, solutionId: $sol, id: $i, hoursId: "8x5") { hoursId } }', { s: String(shareId), sol: sid, i: String(item.body.data.id) });
    expect(gHours.data.solutionItemHoursUpdate.hoursId).toBe('8x5');
    const gOut = await outsider.gql('mutation($s: ID!, $sol: ID!) { solutionCoolingUpdate(scope: { requestShareId: $s }, id: $sol, coolingId: "custom", input: { cop: 3 }) { id } }', { s: String(shareId), sol: sid });
    expect(gOut.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Category infrastructure shares through the shared-request path: add, edit, delete, delete all, restore.
    const CIS = `/api/v1/project-manager/requests/${shareId}/solution/${solution.body.data.id}/category-infrastructure-shares`;
    const cis = await seller.post(CIS, { e_papi_category_ids: ['server'], infrastructure_share_percent: 0.4 });
    expect(cis.status, JSON.stringify(cis.body)).toBe(201);
    expect((await seller.put(`${CIS}/${cis.body.data.id}`, { e_papi_category_ids: ['server'], infrastructure_share_percent: 0.5 })).body.data.infrastructure_share_percent).toBe(0.5);
    expect((await seller.get(CIS)).body.data).toHaveLength(1);
    expect((await seller.delete(CIS)).status).toBe(200);
    expect((await seller.get(`${CIS}/restore`)).body.data).toHaveLength(1);
    expect((await seller.delete(`${CIS}/${cis.body.data.id}`)).status).toBe(200);
    expect((await outsider.get(CIS)).status).toBe(404);
    expect((await buyer.post(CIS, { e_papi_category_ids: ['server'], infrastructure_share_percent: 0.1 })).status).toBe(404);
    // The same over GraphQL (the seller's answer page).
    const gShare = await seller.gql('mutation($s: ID!, $sol: ID!) { categoryInfrastructureShareCreate(scope: { requestShareId: $s }, solutionId: $sol, input: { categoryIds: ["server"], infrastructureSharePercent: 0.25 }) { id infrastructureSharePercent } }', { s: String(shareId), sol: sid });
    expect(gShare.data.categoryInfrastructureShareCreate.infrastructureSharePercent).toBe(0.25);
    const gBad = await seller.gql('mutation($s: ID!, $sol: ID!) { categoryInfrastructureShareCreate(scope: { requestShareId: $s }, solutionId: $sol, input: { categoryIds: ["server"], infrastructureSharePercent: 1.5 }) { id } }', { s: String(shareId), sol: sid });
    expect(gBad.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const gDel = await seller.gql('mutation($s: ID!, $sol: ID!, $id: ID!) { categoryInfrastructureShareDelete(scope: { requestShareId: $s }, solutionId: $sol, id: $id) }', { s: String(shareId), sol: sid, id: gShare.data.categoryInfrastructureShareCreate.id });
    expect(gDel.data.categoryInfrastructureShareDelete).toBe(true);
    // The grant opens the response group only: not the buyer's other groups, not the project.
    const baseline = await buyer.post(`/api/v1/project-manager/projects/${projectId}/solution-groups`, { name: 'Baseline', state: 'baseline' });
    expect((await seller.get(`${S}/solution-groups/${baseline.body.data.id}`)).status).toBe(404);
    expect((await seller.post(`${S}/solution-groups/${baseline.body.data.id}/solution`, { solution_type_id: 'datacenter' })).status).toBe(404);
    expect((await seller.get(`/api/v1/project-manager/projects/${projectId}/solution-groups`)).status).toBe(404);
    expect((await outsider.post(`${S}/solution-groups/${groupId}/solution`, { solution_type_id: 'datacenter' })).status).toBe(404);

    // A draft response stays the seller's: the buyer's lists, summaries and reports leave it out.
    const draftList = await buyer.get(`/api/v1/project-manager/projects/${projectId}/solution-groups`);
    expect(draftList.body.data.comparative.map((g: { id: number }) => g.id)).not.toContain(groupId);
    expect((await buyer.get(`/api/v1/project-manager/projects/${projectId}/solution-groups/${groupId}`)).status).toBe(404);
    expect((await buyer.get(`/api/v1/project-manager/projects/${projectId}/solution-groups/names`)).body.data.map((g: { id: number }) => g.id)).not.toContain(groupId);
    expect((await buyer.get(`/api/v1/project-manager/projects/${projectId}/solution/${solution.body.data.id}/summary`)).status).toBe(404);
    // Nothing of the draft reaches the buyer before it is sent, not its name, id or answers (issue #27
    // point 7): the request's shares over GraphQL and REST, and the solution groups.
    expect((await seller.put(`${S}/solution-groups/${groupId}`, { name: 'Draft response DRAFTMARK' })).status).toBe(200);
    expect((await seller.put(`${S}/answer/${questions[0]!.id}`, { answer: 'Draft answer ANSWERMARK' })).status).toBe(200);
    const buyerViews = async () => ({
      graphql: await buyer.gql('query($p: ID!) { projectRequests(namespace: "buyers", projectId: $p) { shares { id responseGroupId responseGroupName respondedAt answers { answer } } } }', { p: projectId }),
      list: (await buyer.get(REQ)).body,
      one: (await buyer.get(R)).body,
      groups: (await buyer.get(`/api/v1/project-manager/projects/${projectId}/solution-groups`)).body,
      gqlGroups: await buyer.gql('query($p: ID!) { solutionGroups(projectId: $p) { baseline { id name } comparative { id name } } }', { p: projectId }),
    });
    const before = await buyerViews();
    expect(before.graphql.errors).toBeUndefined();
    expect(before.graphql.data.projectRequests[0].shares.find((x: { id: string }) => x.id === String(shareId))).toMatchObject({ responseGroupId: null, responseGroupName: null, respondedAt: null, answers: [] });
    expect(before.list.data[0].shares.find((x: { id: number }) => x.id === shareId).request_response).toBeNull();
    const traces = JSON.stringify(before);
    for (const trace of ['DRAFTMARK', 'ANSWERMARK']) expect(traces, trace).not.toContain(trace);
    expect(before.one.data.shares.find((x: { id: number }) => x.id === shareId).request_response).toBeNull();
    expect([before.groups.data.baseline, ...before.groups.data.comparative].filter(Boolean).map((g: { id: number }) => g.id)).not.toContain(groupId);
    expect(before.gqlGroups.data.solutionGroups.comparative.map((g: { id: string }) => g.id)).not.toContain(String(groupId));


    // Missing answers stop the response; then everything is answered and it is sent.
    const missing = await seller.put(`${S}/response/${groupId}`);
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Please provide an answer for all of the clients questions before sending the response');
    for (const q of questions) expect((await seller.put(`${S}/answer/${q.id}`, { answer: 'Yes' })).status).toBe(200);
    expect((await seller.put(`${S}/answer/999999`, { answer: 'Yes' })).status).toBe(404);
    expect((await seller.put(`${S}/response/999999`)).status).toBe(404);
    const sent = await seller.put(`${S}/response/${groupId}`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.buyer).toEqual({ partner: expect.any(String), email: buyerEmail });
    expect((await seller.put(`${S}/answer/${questions[0]!.id}`, { answer: 'No' })).status).toBe(422);
    // Sent: the shared-request capacity paths read but no longer write.
    expect((await seller.get(CAP)).status).toBe(200);
    const late = await seller.post(CAP, { capacity_id: 'server_vms', amount: 11 });
    expect(late.status).toBe(422);
    expect((await seller.delete(CAP)).status).toBe(422);
    expect((await seller.get(`${CAP}/restore`)).status).toBe(422);

    // The buyer cannot drag a solution into the requested group.
    const bsol = await buyer.post(`/api/v1/project-manager/projects/${projectId}/solution-groups/${baseline.body.data.id}/solution`, { solution_type_id: 'datacenter' });
    const move = await buyer.post(`/api/v1/project-manager/projects/${projectId}/solution-groups/${baseline.body.data.id}/re-order`, { solutions: [bsol.body.data.id], target_group_id: groupId, index: 0 });
    expect(move.status).toBe(422);
    expect(move.body.message).toBe('Not allowed to move solution to requested group');

    // The buyer sees the requested group among the comparative groups, active, in the comparative report.
    const groups = await buyer.get(`/api/v1/project-manager/projects/${projectId}/solution-groups`);
    const requested = groups.body.data.comparative.find((g: { id: number }) => g.id === groupId);
    expect(requested.state).toBe('requested');
    expect(requested.active).toBe(true);
    expect((await buyer.get(REQ)).body.data[0].shares[0].responded_at).not.toBeNull();
    // Sent: its name, id and answers reach the buyer.
    const after = await buyerViews();
    expect(after.graphql.data.projectRequests[0].shares.find((x: { id: string }) => x.id === String(shareId))).toMatchObject({ responseGroupId: String(groupId), responseGroupName: 'Draft response DRAFTMARK', answers: expect.arrayContaining([{ answer: 'Yes' }]) });
    expect(after.list.data[0].shares.find((x: { id: number }) => x.id === shareId).request_response).toEqual({ id: groupId, solution_group_id: groupId });
    // The LCA and refurbishment reports cover the response too (baseline vs. responses).
    for (const reportType of ['lca_report', 'refurbishment_report']) {
      const report = await buyer.get(`/api/v1/project-manager/projects/${projectId}/report?report_type=${reportType}`);
      expect(report.status, JSON.stringify(report.body)).toBe(200);
      const inReport = report.body.data.solution_groups.find((g: { id: number }) => g.id === groupId);
      expect(inReport, reportType).toBeTruthy();
      expect(inReport.total_kwh, reportType).toBeGreaterThan(0);
    }
    const latest = await buyer.get(`${B}/request-responses/latest`);
    expect(latest.body.data.map((x: { id: number }) => x.id)).toContain(shareId);
    expect(latest.body.data.find((x: { id: number }) => x.id === shareId).request.project_id).toBe(projectId);
    expect((await seller.get(`${B}/request-responses/latest`)).body.data).toEqual([]);

    // Cancelling the last share returns the request to draft and removes the response group.
    const cancel = await buyer.delete(`${R}/shares/${shareId}`);
    expect(cancel.body.data.request_status).toBe('draft');
    expect((await seller.get(`/api/v1/requests/${shareId}`)).status).toBe(404);
  });

  it('keeps the buyer side to the buyer: other partners and users without manage_projects are refused', async () => {
    const { projectId } = await buyerProject();
    const REQ = `${B}/project/${projectId}/request`;
    const r = (await buyer.post(REQ, { title: 'x', deadline: tomorrow() })).body.data;
    expect((await seller.get(REQ)).status).toBe(404);
    expect((await seller.put(`${REQ}/${r.id}`, { title: 'hack' })).status).toBe(404);
    expect((await seller.post(`${REQ}/${r.id}/shares`, { supplier: 'x', name: 'x', email: 'x@example.com' })).status).toBe(404);
    expect((await new Agent(t.baseUrl).get(REQ)).status).toBe(401);
    expect((await buyer.get(`/api/v1/project-manager/project/${projectId}/request`)).status).toBe(404);
    expect((await buyer.get(`/api/v1/nowhere/project/${projectId}/request`)).status).toBe(404);
  });

  it('declining sets the status rejected and the count drops', async () => {
    const { projectId } = await buyerProject();
    const REQ = `${B}/project/${projectId}/request`;
    const r = (await buyer.post(REQ, { title: 'Decline me', deadline: tomorrow() })).body.data;
    const s = (await buyer.post(`${REQ}/${r.id}/shares`, { supplier: 'S', name: 'N', email: sellerEmail })).body.data;
    const before = (await seller.get('/api/v1/requests')).body.data.new_request_count as number;
    const declined = await seller.put(`/api/v1/requests/${s.id}/confirm`, { status: 'rejected' });
    expect(declined.body.data.status).toBe('rejected');
    expect(declined.body.data.request_response).toBeNull();
    expect((await seller.get('/api/v1/requests')).body.data.new_request_count).toBe(before - 1);
    expect((await seller.post(`/api/v1/requests/${s.id}/solution-groups/1/solution`, { solution_type_id: 'datacenter' })).status).toBe(422);
  });
});

describe('#demo.request', () => {
  it('has one open request from the demo buyer to the demo seller', async () => {
    const demoSeller = new Agent(t.baseUrl);
    await demoSeller.login('admin@seller.demo', 'Demo-2026!');
    const r = await demoSeller.get('/api/v1/requests');
    const demo = r.body.data.data.filter((s: { request: { owner: { email: string } } }) => s.request.owner.email === 'admin@buyer.demo');
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ status: 'pending', request: { title: 'Energy-efficient servers for the new server room', status: 'sent' } });
    expect(demo[0].request.questions).toHaveLength(3);
  });
});

/**
 * Issue #45, point 5: a seller's texts reach the buyer's project once a response is sent; the CSV the
 * buyer downloads neutralises every text cell that a spreadsheet would run as a formula (OWASP).
 */
describe('#requests.csv-injection', () => {
  it('writes a seller\'s formula-like names as text in the buyer\'s figures.csv, numbers as numbers', async () => {
    const { projectId } = await buyerProject();
    const REQ = `${B}/project/${projectId}/request`;
    const created = await buyer.post(REQ, { title: 'Formula check', deadline: tomorrow() });
    const share = await buyer.post(`${REQ}/${created.body.data.id}/shares`, { supplier: sellerPartnerName, name: 'Seller', email: sellerEmail });
    expect(share.status, JSON.stringify(share.body)).toBe(201);
    const S = `/api/v1/requests/${share.body.data.id}`;
    const accepted = await seller.put(`${S}/confirm`, { status: 'accepted' });
    const groupId = accepted.body.data.request_response.solution_group.id as number;
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const solution = await seller.post(`${S}/solution-groups/${groupId}/solution?description=0`, { solution_type_id: 'datacenter', name: formula });
    expect(solution.status, JSON.stringify(solution.body)).toBe(201);
    const product = await newProduct(seller, { model: '+cmd|calc', manufacturer: '@SUM(1+1)', watts: 250 });
    expect((await seller.post(`${S}/solution/${solution.body.data.id}/add-item`, { product_id: product.id, amount: 2 })).status).toBe(201);
    expect((await seller.put(`${S}/response/${groupId}`)).status).toBe(200);

    const csv = await fetch(`${t.baseUrl}/api/v1/project-manager/projects/${projectId}/figures.csv`, { headers: { cookie: buyer.cookieHeader() } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    // No cell of any line starts with a formula character unless it is a number.
    for (const line of text.split('\r\n').filter(Boolean)) {
      for (const cell of line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, ''))) {
        if (/^[=+\-@\t\r]/.test(cell)) expect(Number.isFinite(Number(cell)), `${cell} in ${line}`).toBe(true);
      }
    }
    expect(text).toMatch(/,-?\d+(\.\d+)?,kWh/);
  });
});

/** Issue #47: DELETE /requests/{share}/solution-groups/{gid}, the 214th documented call. */
describe('#requests.response-group-delete', () => {
  it('lets the seller delete the response group before sending (REST and GraphQL), and refuses it after', async () => {
    const { projectId } = await buyerProject();
    const REQ = `${B}/project/${projectId}/request`;
    const created = await buyer.post(REQ, { title: 'Delete check', deadline: tomorrow() });
    const share = await buyer.post(`${REQ}/${created.body.data.id}/shares`, { supplier: sellerPartnerName, name: 'Seller', email: sellerEmail });
    const S = `/api/v1/requests/${share.body.data.id}`;
    const first = (await seller.put(`${S}/confirm`, { status: 'accepted' })).body.data.request_response.solution_group.id as number;
    const solution = await seller.post(`${S}/solution-groups/${first}/solution?description=0`, { solution_type_id: 'datacenter', name: 'To be dropped' });
    expect(solution.status).toBe(201);
    expect((await outsider.delete(`${S}/solution-groups/${first}`)).status).toBe(404);
    expect((await seller.delete(`${S}/solution-groups/999999`)).status).toBe(404);
    const deleted = await seller.delete(`${S}/solution-groups/${first}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data.status).toBe('pending');
    expect(deleted.body.data.request_response).toBeNull();
    expect((await seller.get(`${S}/solution-groups/${first}`)).status).toBe(404);
    // Accepting again makes a new, empty group; GraphQL deletes it too.
    const second = (await seller.put(`${S}/confirm`, { status: 'accepted' })).body.data.request_response.solution_group.id as number;
    expect(second).not.toBe(first);
    const gql = await seller.gql('mutation($s: ID!, $g: ID!) { requestResponseGroupDelete(requestShareId: $s, groupId: $g) { status } }', { s: String(share.body.data.id), g: String(second) });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.requestResponseGroupDelete.status).toBe('pending');
    // Sent: refused.
    const third = (await seller.put(`${S}/confirm`, { status: 'accepted' })).body.data.request_response.solution_group.id as number;
    expect((await seller.put(`${S}/response/${third}`)).status).toBe(200);
    const late = await seller.delete(`${S}/solution-groups/${third}`);
    expect(late.status).toBe(422);
    expect((await buyer.get(`/api/v1/project-manager/projects/${projectId}/solution-groups/${third}`)).status).toBe(200);
  });
});

describe('#requests.response-name', () => {
  it('names a response group after its request and its seller, so that three answers of one seller differ', async () => {
    const { projectId } = await buyerProject();
    const REQ = `${B}/project/${projectId}/request`;
    const names: string[] = [];
    for (const title of ['Servers', 'Storage', 'Network']) {
      const created = await buyer.post(REQ, { title, deadline: tomorrow() });
      const share = await buyer.post(`${REQ}/${created.body.data.id}/shares`, { supplier: sellerPartnerName, name: 'Seller', email: sellerEmail });
      const accepted = await seller.put(`/api/v1/requests/${share.body.data.id}/confirm`, { status: 'accepted' });
      names.push(accepted.body.data.request_response.solution_group.name);
    }
    expect(names).toEqual(['Servers', 'Storage', 'Network'].map((t) => `${t} · ${sellerPartnerName}`));
  });

  it('cuts a long title to fit the column and keeps the seller', async () => {
    const { responseGroupName } = await import('../src/features/requests/request.service');
    const name = responseGroupName('x'.repeat(300), 'Nordic IT Partner ApS');
    expect(name.length).toBe(160);
    expect(name.endsWith('… · Nordic IT Partner ApS')).toBe(true);
  });
});
