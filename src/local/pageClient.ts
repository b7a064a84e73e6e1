/**
 * The play page's stylesheet and its small inline script: event delegation for buttons,
 * menus, modals and the slash form, autocomplete, and live updates by long polling.
 */
export const PAGE_STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,sans-serif;background:#313338;color:#dbdee1;height:100vh;display:grid;grid-template:auto 1fr auto/220px 1fr}
body>header{grid-column:1/3;background:#1e1f22;padding:6px 12px;display:flex;gap:8px;align-items:center;flex-wrap:wrap}
a{color:#00a8fc}nav.users{display:flex;gap:4px}.user,.lang{padding:3px 9px;border-radius:12px;background:#2b2d31;color:#dbdee1;text-decoration:none}
.user.current{background:#5865f2;color:#fff}.lang.current{background:#4e5058;color:#fff}.langs{margin-left:auto;display:flex;gap:4px}
aside{background:#2b2d31;padding:8px;overflow:auto}aside h3{font-size:11px;text-transform:uppercase;color:#949ba4;margin:12px 4px 4px}
.chan{display:block;padding:4px 8px;border-radius:4px;color:#949ba4;text-decoration:none}.chan.current{background:#404249;color:#fff}.chan.thread{padding-left:20px}
.count{float:right;background:#4e5058;color:#fff;border-radius:8px;padding:0 6px;font-size:11px}
.status.ok{color:#23a55a}.status.bad{color:#f23f43}
main{display:flex;flex-direction:column;min-height:0}main h2{margin:0;padding:8px 16px;border-bottom:1px solid #1e1f22;font-size:16px}
#messages{flex:1;overflow:auto;padding:8px 16px}
.msg{padding:6px 8px;border-radius:4px;margin:4px 0}.msg:hover{background:#2e3035}.msg header{margin-bottom:2px}.msg time,.msg small{color:#949ba4;font-size:12px}
.msg.ephemeral{background:#2a2f45;border-left:3px solid #5865f2}.msg footer{font-size:12px;color:#949ba4}
.tag{background:#5865f2;color:#fff;border-radius:3px;font-size:10px;padding:0 4px}.thinking{color:#949ba4;font-style:italic}
.content h3,.content h4,.content h5{margin:4px 0}.mention{background:#3c4270;color:#c9cdfb;border-radius:3px;padding:0 2px}
.spoiler{background:#1e1f22;color:#1e1f22}.spoiler:hover{color:inherit}code{background:#1e1f22;padding:0 3px;border-radius:3px}
.embed{border-left:4px solid;background:#2b2d31;border-radius:4px;padding:8px 12px;margin:4px 0;max-width:640px;overflow:hidden}
.embed .thumb{float:right;max-width:80px;margin-left:8px}.etitle{font-weight:600}.eauthor,.efooter{font-size:12px;color:#b5bac1}
.fields{display:flex;flex-wrap:wrap;gap:8px}.field{flex:1 1 100%}.field.inline{flex:1 1 30%}.fname{font-weight:600}
img.board{display:block;max-width:min(100%,900px);height:auto;border-radius:4px;margin:4px 0;background:#fff}
.row{display:flex;gap:6px;flex-wrap:wrap;margin:4px 0}.container{border-left:4px solid #4e5058;background:#2b2d31;padding:8px;border-radius:4px;max-width:640px}
.section{display:flex;justify-content:space-between;gap:8px}
.btn{border:0;border-radius:3px;padding:5px 14px;color:#fff;cursor:pointer;font:inherit;text-decoration:none}.btn:disabled{opacity:.5;cursor:not-allowed}
.btn.primary{background:#5865f2}.btn.secondary{background:#4e5058}.btn.success{background:#248046}.btn.danger{background:#da373c}.btn.link{background:#4e5058}.btn.small{padding:2px 8px;font-size:12px;margin:6px 4px}
select,input,textarea{background:#1e1f22;color:#dbdee1;border:1px solid #1e1f22;border-radius:3px;padding:4px;font:inherit}
form.select{display:flex;gap:6px;align-items:flex-start}form.select select{min-width:240px}
body>footer{grid-column:2;padding:8px 16px;background:#2b2d31}#slash{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
#slash-fields{display:contents}#slash label{display:flex;flex-direction:column;font-size:12px;color:#b5bac1}#slash label.cmd{flex-direction:row;align-items:center;font-size:16px;color:#fff}
#say{display:flex;gap:8px;margin-top:6px}#say input{flex:1}
.overlay{position:fixed;inset:0;background:#000a;display:flex;align-items:center;justify-content:center}
.modal{background:#313338;padding:16px;border-radius:8px;min-width:360px;display:flex;flex-direction:column;gap:8px}.modal label{display:flex;flex-direction:column;gap:4px}
#toast{position:fixed;right:12px;bottom:12px;background:#da373c;color:#fff;padding:8px 12px;border-radius:4px;display:none;max-width:50vw}
.empty{color:#949ba4}.invoked{font-size:12px;color:#949ba4}.file{display:inline-block;background:#2b2d31;padding:6px 10px;border-radius:4px;margin:4px 0}
`;

export const PAGE_SCRIPT = `
const S = JSON.parse(document.getElementById('page-state').textContent);
const $ = (q) => document.querySelector(q);
function toast(text) { const t = $('#toast'); t.textContent = text; t.style.display = 'block'; clearTimeout(toast.h); toast.h = setTimeout(() => { t.style.display = 'none'; }, 6000); }
async function post(path, body) {
  const r = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: S.user, view: S.view, ...body }) });
  const j = await r.json().catch(() => ({}));
  if (!r.ok) toast(S.errorLabel + ': ' + (j.error || r.status));
  return j;
}
document.addEventListener('click', (e) => {
  const b = e.target.closest('[data-click]');
  if (b) { b.disabled = true; post('/page/api/click', { message: b.dataset.message, customId: b.dataset.click }); return; }
  const c = e.target.closest('[data-modal-cancel]');
  if (c) { post('/page/api/modal-cancel', { interaction: c.dataset.modalCancel }); return; }
  const k = e.target.closest('[data-block-dms]');
  if (k) { post('/page/api/block-dms', { blocked: k.dataset.blockDms === 'on' }); }
});
function sendSelect(form) {
  const values = [...form.querySelector('select').selectedOptions].map((o) => o.value).filter(Boolean);
  if (values.length === 0) return;
  post('/page/api/select', { message: form.dataset.message, customId: form.dataset.select, values });
}
document.addEventListener('change', (e) => {
  const form = e.target.closest('form[data-select]');
  if (form && form.dataset.max === '1') sendSelect(form);
  if (e.target.name === 'command' && e.target.closest('#slash')) loadFields(e.target.value);
});
document.addEventListener('submit', (e) => {
  const form = e.target;
  e.preventDefault();
  if (form.dataset.select !== undefined) { sendSelect(form); return; }
  if (form.dataset.modal) {
    const fields = {};
    for (const el of form.elements) if (el.name) fields[el.name] = el.multiple ? [...el.selectedOptions].map((o) => o.value) : el.value;
    post('/page/api/modal', { interaction: form.dataset.modal, fields });
    return;
  }
  if (form.id === 'slash') {
    const options = {};
    for (const el of form.elements) if (el.name && el.name !== 'command' && el.value !== '') options[el.name] = el.value;
    post('/page/api/slash', { command: form.command.value, options });
    return;
  }
  if (form.id === 'say') { const i = form.querySelector('input'); if (i.value) post('/page/api/say', { content: i.value }); i.value = ''; }
});
let loadedCommand = document.querySelector('#slash select[name=command]')?.value;
async function loadFields(command) {
  if (command === loadedCommand) return;
  loadedCommand = command;
  const r = await fetch('/page/fragment/slash-fields?' + new URLSearchParams({ user: S.user, view: S.view, lang: S.lang, command }));
  $('#slash-fields').innerHTML = await r.text();
}
let acTimer = null;
document.addEventListener('input', (e) => {
  const input = e.target;
  if (!input.matches('[data-ac]')) return;
  clearTimeout(acTimer);
  acTimer = setTimeout(async () => {
    const form = $('#slash');
    const options = {};
    for (const el of form.elements) if (el.name && el.name !== 'command' && el.value !== '' && el !== input) options[el.name] = el.value;
    options[input.name] = input.value;
    const j = await post('/page/api/autocomplete', { command: form.command.value, options, focused: input.name });
    const list = document.getElementById(input.getAttribute('list'));
    list.innerHTML = '';
    for (const c of j.choices || []) { const o = document.createElement('option'); o.value = c.value; o.label = c.name; o.textContent = c.name; list.appendChild(o); }
  }, 200);
});
async function refresh() {
  const r = await fetch('/page/fragment/live?' + new URLSearchParams({ user: S.user, view: S.view, lang: S.lang }));
  const j = await r.json();
  const box = $('#messages');
  const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  const busy = box.contains(document.activeElement) && document.activeElement.tagName === 'SELECT';
  if (!busy) { box.innerHTML = j.messages; if (atBottom) box.scrollTop = box.scrollHeight; }
  $('aside').innerHTML = j.sidebar;
  $('#modal').innerHTML = j.modal;
  if (j.commandsVersion !== S.commandsVersion) { S.commandsVersion = j.commandsVersion; $('#slash-box').innerHTML = j.slash; loadedCommand = document.querySelector('#slash select[name=command]')?.value; }
  S.version = j.version;
  return !busy;
}
async function poll() {
  for (;;) {
    try {
      const r = await fetch('/page/api/wait?v=' + S.version);
      const j = await r.json();
      if (j.version !== S.version) { if (!(await refresh())) await new Promise((ok) => setTimeout(ok, 500)); }
    } catch { await new Promise((ok) => setTimeout(ok, 1000)); }
  }
}
$('#messages').scrollTop = $('#messages').scrollHeight;
poll();
`;
