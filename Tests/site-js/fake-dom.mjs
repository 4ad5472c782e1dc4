// Just enough of the DOM for the site scripts: elements, attributes, text, events, lookups by
// id and simple selectors. No innerHTML: the scripts must not need it.

class FakeEvent {
  constructor(type, properties = {}) {
    Object.assign(this, { isComposing: false, key: undefined }, properties);
    this.type = type;
    this.defaultPrevented = false;
  }

  preventDefault() {
    this.defaultPrevented = true;
  }
}

class FakeNode {
  constructor(document) {
    this.ownerDocument = document;
    this.parentNode = null;
    this.listeners = new Map();
  }

  addEventListener(type, listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, []);
    this.listeners.get(type).push(listener);
  }

  dispatch(type, properties = {}) {
    const event = new FakeEvent(type, Object.assign({ target: this }, properties));
    for (let node = this; node; node = node.parentNode) {
      for (const listener of node.listeners.get(type) || []) listener.call(node, event);
    }
    return event;
  }
}

class FakeText extends FakeNode {
  constructor(document, text) {
    super(document);
    this.data = String(text);
  }

  get textContent() {
    return this.data;
  }
}

class FakeClassList {
  constructor(element) {
    this.element = element;
  }

  add(name) {
    if (!this.contains(name)) this.element.className = (this.element.className + " " + name).trim();
  }

  contains(name) {
    return this.element.className.split(/\s+/).includes(name);
  }
}

class FakeElement extends FakeNode {
  constructor(document, tagName) {
    super(document);
    this.tagName = tagName.toUpperCase();
    this.childNodes = [];
    this.attributes = new Map();
    this.dataset = {};
    this.classList = new FakeClassList(this);
    this.hidden = false;
    this.value = "";
  }

  get children() {
    return this.childNodes.filter((node) => node instanceof FakeElement);
  }

  get id() {
    return this.getAttribute("id") || "";
  }

  set id(value) {
    this.setAttribute("id", value);
  }

  get className() {
    return this.getAttribute("class") || "";
  }

  set className(value) {
    this.setAttribute("class", value);
  }

  get href() {
    return this.getAttribute("href");
  }

  set href(value) {
    this.setAttribute("href", value);
  }

  get src() {
    return this.getAttribute("src");
  }

  set src(value) {
    this.setAttribute("src", value);
  }

  get lang() {
    return this.getAttribute("lang") || "";
  }

  set lang(value) {
    this.setAttribute("lang", value);
  }

  get form() {
    return this.closest("form");
  }

  get textContent() {
    return this.childNodes.map((node) => node.textContent).join("");
  }

  set textContent(value) {
    this.replaceChildren();
    if (value !== "") this.appendChild(new FakeText(this.ownerDocument, value));
  }

  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }

  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }

  hasAttribute(name) {
    return this.attributes.has(name);
  }

  removeAttribute(name) {
    this.attributes.delete(name);
  }

  appendChild(node) {
    if (node.parentNode) node.parentNode.childNodes.splice(node.parentNode.childNodes.indexOf(node), 1);
    node.parentNode = this;
    this.childNodes.push(node);
    this.ownerDocument.appended(node);
    return node;
  }

  replaceChildren(...nodes) {
    for (const node of this.childNodes) node.parentNode = null;
    this.childNodes = [];
    for (const node of nodes) this.appendChild(node);
  }

  after(...nodes) {
    const siblings = this.parentNode.childNodes;
    let position = siblings.indexOf(this) + 1;
    for (const node of nodes) {
      node.parentNode = this.parentNode;
      siblings.splice(position++, 0, node);
    }
  }

  matches(selector) {
    const attribute = /^\[([\w-]+)='([^']*)'\]$/.exec(selector);
    if (attribute) return this.getAttribute(attribute[1]) === attribute[2];
    if (selector.startsWith(".")) return this.classList.contains(selector.slice(1));
    if (selector.startsWith("#")) return this.id === selector.slice(1);
    return this.tagName === selector.toUpperCase();
  }

  closest(selector) {
    for (let node = this; node instanceof FakeElement; node = node.parentNode) {
      if (node.matches(selector)) return node;
    }
    return null;
  }

  descendants() {
    return this.children.flatMap((child) => [child, ...child.descendants()]);
  }

  querySelectorAll(selector) {
    return this.descendants().filter((element) => element.matches(selector));
  }

  scrollIntoView() {}
}

export class FakeDocument {
  constructor() {
    this.readyState = "complete";
    this.createdTags = [];
    this.appendedScripts = [];
    this.listeners = new Map();
    this.documentElement = new FakeElement(this, "html");
    this.head = this.documentElement.appendChild(new FakeElement(this, "head"));
    this.body = this.documentElement.appendChild(new FakeElement(this, "body"));
    this.activeElement = this.body;
  }

  appended(node) {
    if (node instanceof FakeElement && node.tagName === "SCRIPT") this.appendedScripts.push(node);
  }

  addEventListener(type, listener) {
    FakeNode.prototype.addEventListener.call(this, type, listener);
  }

  dispatch(type) {
    for (const listener of this.listeners.get(type) || []) listener(new FakeEvent(type));
  }

  createElement(tag) {
    this.createdTags.push(tag.toLowerCase());
    return new FakeElement(this, tag);
  }

  createTextNode(text) {
    return new FakeText(this, text);
  }

  getElementById(id) {
    return this.documentElement.descendants().find((element) => element.id === id) || null;
  }

  querySelectorAll(selector) {
    return this.documentElement.querySelectorAll(selector);
  }

  /** Builds elements from a compact description: [tag, {attributes}, ...children]. */
  build(parent, [tag, attributes = {}, ...children]) {
    const element = new FakeElement(this, tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === "hidden") element.hidden = Boolean(value);
      else if (name.startsWith("data-")) element.dataset[name.slice(5)] = value;
      else element.setAttribute(name, value);
    }
    parent.appendChild(element);
    for (const child of children) {
      if (typeof child === "string") element.appendChild(new FakeText(this, child));
      else this.build(element, child);
    }
    return element;
  }
}
