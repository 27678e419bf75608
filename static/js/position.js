// The page of a player's final position (/p/TOKEN/position, templates/player_position.html):
// a tap on the board being placed cycles the point through black, white and empty; a tap on a
// stone of the count marks its group dead or alive: the toggle form goes in the background
// with the point, and the answer's counted part (#live) replaces the page's. Taps that come
// while one is under way wait their turn (a small ring marks them), each sent with the version
// the previous answer gave, so that quick taps all count, in order (a second submission of the
// form would cancel the first, or be refused as stale); after an answer with an error the
// waiting taps are dropped. Without fetch, or when the answer is not the page (a server
// error), the form is submitted as usual. The page looks for the opponent's confirmation every
// poll interval while no board is being placed and no tap is under way, and drops a poll's
// answer when a tap was sent meanwhile. Without JavaScript the forms take a typed point.
(function(){"use strict";
var L="ABCDEFGHJKLMNOPQRSTUVWXYZ",ns="http://www.w3.org/2000/svg";
function geo(box){var svg=box.querySelector("svg"),n=+box.getAttribute("data-size"),w=svg.viewBox.baseVal.width;return{svg:svg,n:n,w:w,m:(w-(n-1)*20)/2}}
function at(box,e){var g=geo(box),r=g.svg.getBoundingClientRect(),k=g.w/r.width,x=Math.round(((e.clientX-r.left)*k-g.m)/20),y=Math.round(((e.clientY-r.top)*k-g.m)/20);return x<0||y<0||x>=g.n||y>=g.n?-1:y*g.n+x}
function draw(box,s){var g=geo(box);[].forEach.call(g.svg.querySelectorAll('circle[r="9.4"]'),function(c){c.remove()});
for(var i=0;i<s.length;i++){var k=s.charAt(i);if(k==".")continue;var c=document.createElementNS(ns,"circle");
c.setAttribute("cx",g.m+i%g.n*20);c.setAttribute("cy",g.m+Math.floor(i/g.n)*20);c.setAttribute("r","9.4");c.setAttribute("fill",k=="b"?"#141414":"#fafafa");c.setAttribute("stroke","#141414");c.setAttribute("stroke-width","0.7");g.svg.appendChild(c)}}
var live=document.getElementById("live"),queue=[],busy=false,sent=0;
function ring(box,i){var g=geo(box),c=document.createElementNS(ns,"circle");c.setAttribute("cx",g.m+i%g.n*20);c.setAttribute("cy",g.m+Math.floor(i/g.n)*20);c.setAttribute("r","4");c.setAttribute("fill","#1a5fb4");g.svg.appendChild(c)}
function send(){var f=document.getElementById("toggle"),box=live&&live.querySelector("[data-tap=toggle]");if(busy||!queue.length)return;if(!f||!box){queue=[];return}
var n=+box.getAttribute("data-size"),i=queue.shift();f.elements.point.value=L.charAt(i%n)+(n-Math.floor(i/n));
if(!window.fetch||!window.URLSearchParams){queue=[];f.submit();return}
busy=true;sent++;
fetch(f.action,{method:"POST",body:new URLSearchParams(new FormData(f)),credentials:"same-origin"}).then(function(r){return r.text()}).then(function(t){return new DOMParser().parseFromString(t,"text/html").getElementById("live")},function(){return null}).then(function(el){busy=false;
if(!el){queue=[];f.submit();return}
live.replaceWith(el);live=el;if(el.querySelector("[role=alert]"))queue=[];
var b=el.querySelector("[data-tap=toggle]");if(b)queue.forEach(function(j){ring(b,j)});send()})}
document.addEventListener("click",function(e){var box=e.target.closest&&e.target.closest("[data-tap]");if(!box)return;var i=at(box,e);if(i<0)return;
if(box.getAttribute("data-tap")=="edit"){var s=document.getElementById("place").elements.stones,v=s.value;s.value=v.slice(0,i)+".bw".charAt((".bw".indexOf(v.charAt(i))+1)%3)+v.slice(i+1);draw(box,s.value);return}
if(box.getAttribute("data-stones").charAt(i)==".")return;queue.push(i);ring(box,i);send()});
[].forEach.call(document.querySelectorAll(".nojs"),function(el){el.hidden=true});
if(!live||!window.fetch)return;
setInterval(function(){if(document.hidden||busy||queue.length||document.getElementById("place"))return;var was=sent;fetch(live.getAttribute("data-refresh"),{credentials:"same-origin"}).then(function(r){return r.ok?r.text():null}).then(function(t){var f=t&&new DOMParser().parseFromString(t,"text/html").getElementById("live");if(f&&was==sent&&!busy&&!document.getElementById("place")){live.replaceWith(f);live=f}}).catch(function(){})},(+live.getAttribute("data-poll")||20)*1000);
})();
