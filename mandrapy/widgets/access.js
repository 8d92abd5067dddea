// The board's keyboard and screen-reader layer (mandrapy/widgets/access.py): the front-end half.
//
// ipycanvas gives each canvas tabindex="0" and cancels every key pressed on it, Tab included: a keyboard
// trap. Here the canvases leave the tab order and assistive technology (the text equivalent below stands for
// them), and the box around each canvas becomes the focusable board: it passes Tab on, and sends the keys that
// play (arrows, Home, End, Enter, Space, Escape) to Python, which moves a drawn focus ring and answers.

const PLAY_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Enter", " ",
                           "Escape"]);
const KEPT = 6;   // announcements kept in the live region (older ones are removed)

function layoutOf(box) {
  const column = box.closest("[class*='mandrapy-layout-']");
  const found = column ? column.className.match(/mandrapy-layout-(\w+)/) : null;
  return found ? found[1] : null;
}

function prepareBoard(root, model) {
  if (model.get("words").region && root.getAttribute("aria-label") !== model.get("words").region) {
    root.setAttribute("role", "region");                  // a named landmark: the board and all it holds
    root.setAttribute("aria-label", model.get("words").region);
  }
  for (const canvas of root.querySelectorAll("canvas")) {
    if (canvas.getAttribute("tabindex") !== "-1") canvas.setAttribute("tabindex", "-1");
    if (canvas.getAttribute("aria-hidden") !== "true") canvas.setAttribute("aria-hidden", "true");
  }
  for (const box of root.querySelectorAll(".mandrapy-surface")) {
    box.setAttribute("aria-label", model.get("label"));
    if (box.dataset.mandrapyKeys) continue;
    box.dataset.mandrapyKeys = "1";
    box.setAttribute("tabindex", "0");
    box.setAttribute("role", "application");
    box.setAttribute("aria-roledescription", model.get("words").board || "board");
    box.setAttribute("data-lm-suppress-shortcuts", "true");   // JupyterLab's notebook keys stay off the board
    box.addEventListener("keydown", (event) => {
      if (!PLAY_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      event.stopPropagation();
      model.send({ key: event.key, layout: layoutOf(box) });
    });
    box.addEventListener("blur", () => model.send({ blur: true }));
  }
}

function element(tag, attributes = {}, text = "") {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

function fillMoves(select, groups) {
  const chosen = select.value;
  select.replaceChildren();
  for (const group of groups) {
    const optgroup = element("optgroup", { label: group.heading });
    for (const [index, text] of group.moves) optgroup.append(element("option", { value: String(index) }, text));
    select.append(optgroup);
  }
  const options = Array.from(select.options);
  const kept = options.find((option) => option.textContent === chosen);
  if (options.length) select.selectedIndex = kept ? options.indexOf(kept) : 0;
}

function render({ model, el }) {
  const id = "mandrapy-" + Math.random().toString(36).slice(2, 10);
  el.classList.add("mandrapy-access");
  el.setAttribute("data-lm-suppress-shortcuts", "true");
  const live = element("div", { class: "mandrapy-live", "aria-live": "polite", "aria-atomic": "false" });
  const moves = element("details", { class: "mandrapy-moves" });
  const movesTitle = element("summary");
  const status = element("p", { class: "mandrapy-moves-status" });
  const pickLabel = element("label", { for: id + "-list" });
  const select = element("select", { id: id + "-list", class: "mandrapy-move-list" });
  const play = element("button", { type: "button", class: "mandrapy-play" });
  const typeLabel = element("label", { for: id + "-typed" });
  const typed = element("input", { id: id + "-typed", type: "text", class: "mandrapy-typed", autocomplete: "off",
                                   spellcheck: "false" });
  const picker = element("div", { class: "mandrapy-picker" });
  picker.append(pickLabel, select, play);
  const typing = element("div", { class: "mandrapy-typing" });
  typing.append(typeLabel, typed);
  moves.append(movesTitle, status, picker, typing);
  const text = element("details", { class: "mandrapy-text" });
  const textTitle = element("summary");
  const sections = element("div", { class: "mandrapy-sections" });
  text.append(textTitle, sections);
  el.append(live, moves, text);

  const playChosen = () => {
    if (select.value !== "") model.send({ play: Number(select.value), move: model.get("move") });
  };
  play.addEventListener("click", playChosen);
  select.addEventListener("keydown", (event) => {
    if (event.key === "Enter") { event.preventDefault(); playChosen(); }
  });
  select.addEventListener("dblclick", playChosen);
  typed.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && typed.value.trim()) {
      event.preventDefault();
      model.send({ typed: typed.value, move: model.get("move") });
    }
  });

  const showWords = () => {
    const words = model.get("words");
    pickLabel.textContent = words.pick;
    play.textContent = words.play;
    typeLabel.textContent = words.type;
    textTitle.textContent = words.text;
  };
  const showMoves = () => {
    const groups = model.get("groups");
    const count = groups.reduce((total, group) => total + group.moves.length, 0);
    movesTitle.textContent = (model.get("words").moves || "").replace("{n}", String(count));
    moves.hidden = !model.get("playing");
    status.textContent = model.get("status");
    status.hidden = !model.get("status");
    picker.hidden = count === 0;
    typing.hidden = count === 0;
    fillMoves(select, groups);
  };
  const announce = () => {
    const said = model.get("announcement");
    if (!said) return;
    live.append(element("p", {}, said));
    while (live.childElementCount > KEPT) live.firstElementChild.remove();
  };
  const showText = () => { sections.innerHTML = model.get("sections"); };

  let root = null;
  let observer = null;
  const attach = (tries) => {
    root = el.closest(".mandrapy-board, .mandrapy-replay");
    if (!root) {
      if (tries > 0) setTimeout(() => attach(tries - 1), 50);
      return;
    }
    prepareBoard(root, model);
    observer = new MutationObserver(() => prepareBoard(root, model));
    observer.observe(root, { childList: true, subtree: true });
  };
  attach(200);

  showWords(); showMoves(); showText();
  announce();          // what was said before this view existed (a first display, a reload) is said now
  model.on("change:words", () => { showWords(); showMoves(); if (root) prepareBoard(root, model); });
  model.on("change:groups", showMoves);
  model.on("change:status", showMoves);
  model.on("change:playing", showMoves);
  model.on("change:said", announce);
  model.on("change:sections", showText);
  model.on("msg:custom", (message) => { if (message.typed === "played") typed.value = ""; });
  model.on("change:label", () => { if (root) prepareBoard(root, model); });
  return () => { if (observer) observer.disconnect(); };
}

export default { render };
